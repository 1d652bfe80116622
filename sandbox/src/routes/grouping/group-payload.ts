import { badRequest } from '../../http/http-error.js';

export const GROUP_TYPES = ['FEE', 'REPORTING', 'STATEMENTS'] as const;
const OPEN_STATUSES = ['ACTIVE', 'INACTIVE', 'PENDING'];
const ATTRIBUTES = ['ADVISER_SERVICE_FEE', 'ADMIN_FEE'];

/** A create or update payload, checked and normalised. */
export interface GroupInput {
  name: string;
  groupTypes: string[];
  businessVentureId: string;
  status: string;
  accounts: string[];
  dealerCode: string;
  attributes: string[];
}

/** Shape checks only (400); the business rules are group-rules.ts (422). */
export function parseGroupInput(body: unknown): GroupInput {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('body must be a group object');
  const b = body as Record<string, unknown>;
  // 000 §5: characters other than letters, digits, whitespace, - ( ) ' & become spaces; then trimmed.
  const name = typeof b.name === 'string' ? b.name.replace(/[^A-Za-z0-9\s\-()'&]/g, ' ').trim() : '';
  if (!name || name.length > 100) throw badRequest('name is required (at most 100 characters)');
  const status = b.status === undefined ? 'ACTIVE' : String(b.status);
  if (!OPEN_STATUSES.includes(status)) throw badRequest(`status must be one of ${OPEN_STATUSES.join(', ')} (close with PUT .../close)`);
  if (typeof b.businessVentureId !== 'string' || !b.businessVentureId) throw badRequest('businessVentureId is required');
  if (typeof b.dealerCode !== 'string' || !b.dealerCode) throw badRequest('dealerCode is required');
  return {
    name,
    groupTypes: stringSet(b.groupTypes, 'groupTypes', GROUP_TYPES, true),
    businessVentureId: b.businessVentureId,
    status,
    accounts: accountCodes(b.accounts),
    dealerCode: b.dealerCode,
    attributes: stringSet(b.attributes ?? [], 'attributes', ATTRIBUTES, false),
  };
}

/** `accounts: [{ code }]` as a list of distinct codes. */
export function accountCodes(value: unknown): string[] {
  if (!Array.isArray(value)) throw badRequest('accounts must be a list of { code }');
  const codes = value.map((a) => (a && typeof a === 'object' ? (a as { code?: unknown }).code : undefined));
  if (!codes.every((c): c is string => typeof c === 'string' && c.length > 0)) throw badRequest('every account needs a code');
  return [...new Set(codes)];
}

export function stringSet(value: unknown, name: string, allowed: readonly string[], required: boolean): string[] {
  if (!Array.isArray(value) || (required && !value.length) || !value.every((v) => allowed.includes(v))) {
    throw badRequest(`${name} must be a ${required ? 'non-empty ' : ''}list of ${allowed.join(', ')}`);
  }
  return [...new Set(value as string[])];
}
