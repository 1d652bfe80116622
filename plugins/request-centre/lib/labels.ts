// Catalogue labels for what the gateway hands over as codes: payload fields by block kind and key,
// history event types, authoriser and follow-up statuses. A code the catalogue does not know yet is shown
// as readable words rather than hidden, so new upstream values still make sense on screen.
import { isCopyKey, t, type CopyKey } from '@kit/copy';
import type { PayloadBlockKind } from '@kit/gql/graphql';

/** 'toAccountBsb' -> 'To account bsb'; 'PENDING_APPROVAL' -> 'Pending approval'. */
export function readable(code: string): string {
  const words = code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function firstKnown(keys: readonly string[], fallback: string): string {
  const key = keys.find(isCopyKey);
  return key ? t(key as CopyKey) : fallback;
}

/** A payload field's label: the block's own wording first, then the field's shared one. */
export const payloadFieldLabel = (kind: PayloadBlockKind, key: string) =>
  firstKnown([`requests.payload.${kind}.${key}`, `requests.field.${key}`], readable(key));

export const payloadBlockTitle = (kind: PayloadBlockKind) => firstKnown([`requests.payload.${kind}`], readable(kind));

/** A row's side or list name (previous, updated, from, to, elections...). */
export const payloadGroupLabel = (group: string) => firstKnown([`requests.payloadGroup.${group}`], readable(group));

export const historyLabel = (type: string, statusLabel: string | null | undefined) =>
  firstKnown([`requests.history.${type}`], statusLabel ?? readable(type));

export const authoriserStatusLabel = (status: string) => firstKnown([`requests.authoriserStatus.${status}`], readable(status));

export const followUpStatusLabel = (status: string) => firstKnown([`requests.followUpStatus.${status.replace(/-/g, '_')}`], readable(status));
