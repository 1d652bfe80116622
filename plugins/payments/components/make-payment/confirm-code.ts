// Continue's own look at a new payee's BSB or a new biller's code (002 §8; issue 28 finding 9). The lookup
// the field started may still be on its way, may have failed, or (a biller code typed a moment ago, its
// lookup waiting for a pause) may not have started; Continue moves on only with the code found.
import type { ApolloClient } from '@apollo/client';
import { t } from '@kit/copy';
import { BILLER_LOOKUP, BSB_LOOKUP } from '../../api/lookups';
import { billerCodeForLookup, bsbForLookup, type Destination, type MakePaymentValues } from '../../lib/make-payment';

export interface CodeToConfirm {
  field: 'bsb' | 'billerCode';
  /** The code as the lookup asks for it (a BSB without its hyphen). */
  code: string;
}

export interface ConfirmedCode extends CodeToConfirm {
  found: boolean;
  /** Why not found: the lookup failure message (002 §8) or the field message for a code not in the directory. */
  message: string | null;
  billerName: string | null;
}

/**
 * The code a new payee or biller needs confirmed; null for a saved one, or for a code not complete yet (the
 * gateway's validation has the message for that).
 */
export function codeToConfirm(values: MakePaymentValues, destination: Destination | null): CodeToConfirm | null {
  if (!destination || destination.item) return null;
  const code = destination.kind === 'EFT' ? bsbForLookup(values.bsb) : billerCodeForLookup(values.billerCode);
  return code ? { field: destination.kind === 'EFT' ? 'bsb' : 'billerCode', code } : null;
}

export const sameCode = (a: CodeToConfirm | null, b: CodeToConfirm | null) => a?.field === b?.field && a?.code === b?.code;

type Answer = { found: boolean; message?: string | null; billerName: string | null };

async function ask(client: ApolloClient, { field, code }: CodeToConfirm, fetchPolicy: 'cache-only' | 'network-only'): Promise<Answer | null> {
  if (field === 'bsb') {
    const data = fetchPolicy === 'cache-only'
      ? client.readQuery({ query: BSB_LOOKUP, variables: { code } })
      : (await client.query({ query: BSB_LOOKUP, variables: { code }, fetchPolicy })).data;
    return data ? { ...data.bsbLookup, billerName: null } : null;
  }
  const data = fetchPolicy === 'cache-only'
    ? client.readQuery({ query: BILLER_LOOKUP, variables: { code } })
    : (await client.query({ query: BILLER_LOOKUP, variables: { code }, fetchPolicy })).data;
  return data ? { ...data.billerLookup, billerName: data.billerLookup.details?.billerName ?? null } : null;
}

/**
 * A found answer already held is kept; anything else (a failure, a miss, no answer yet) is asked of the
 * gateway. A lookup still on its way is not asked twice: Apollo shares an identical request in flight, so
 * Continue awaits the field's own; one that has ended without the code found is asked again.
 */
export async function confirmCode(client: ApolloClient, target: CodeToConfirm): Promise<ConfirmedCode> {
  let answer: Answer | null = null;
  try {
    answer = await ask(client, target, 'cache-only');
    if (!answer?.found) answer = await ask(client, target, 'network-only');
  } catch {
    answer = null;
  }
  if (!answer) return { ...target, found: false, message: t('payments.lookupFailed'), billerName: null };
  return { ...target, found: answer.found, message: answer.found ? null : (answer.message ?? t('payments.lookupFailed')), billerName: answer.billerName };
}
