// The Money and Decimal scalars (docs/architecture.md "Money and decimals"): exact decimal text on the wire, never a
// Float. Money is Australian dollars with exactly 2 decimals ("1234.50", "-12.00"); Decimal is any exact decimal,
// its places stated by the field's description (units, prices, rates, weights). Both serialise a resolver's
// upstream number by its shortest decimal text and a string by its digits (gateway/src/kit/decimal.ts).
import type { ValueNode } from 'graphql';
import { sdlScalar } from './sdl-scalar.js';
import { ErrorCode, gatewayError } from '../../errors.js';
import { atScale, decimalText, fitsScale, MAX_DIGITS, readDecimal, shortestText, type Scaled } from '@gateway/kit/decimal.js';

const shown = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value) : String(value));

function readInput(name: 'Money' | 'Decimal', value: unknown, example: string): Scaled {
  const read = typeof value === 'string' || typeof value === 'number' ? readDecimal(value) : null;
  if (!read) {
    throw gatewayError(ErrorCode.BAD_USER_INPUT, `${name} must be decimal text such as "${example}" (digits, an optional minus and point, at most ${MAX_DIGITS} digits); got ${shown(value)}`);
  }
  return read;
}

/** A Money input: decimal text (or a number) with at most 2 decimals, as text with exactly 2. */
export function parseMoney(value: unknown): string {
  const read = readInput('Money', value, '1234.50');
  if (!fitsScale(read, 2)) throw gatewayError(ErrorCode.BAD_USER_INPUT, `Money is whole cents: ${shown(value)} has a part of a cent`);
  return decimalText(atScale(read, 2));
}

/** A resolver's amount (an upstream number or decimal text) as Money text: exactly 2 decimals, half a cent away from zero. */
export function serializeMoney(value: unknown): string {
  const read = readDecimal(value);
  if (!read) throw new TypeError(`Money cannot represent ${shown(value)}`);
  return decimalText(atScale(read, 2));
}

/** A Decimal input: decimal text (or a number) as its shortest exact text. */
export function parseDecimal(value: unknown): string {
  return shortestText(readInput('Decimal', value, '4.35'));
}

/** A resolver's decimal (an upstream number or decimal text) as exact text: a string keeps its places, a number its shortest text. */
export function serializeDecimal(value: unknown): string {
  const read = readDecimal(value);
  if (!read) throw new TypeError(`Decimal cannot represent ${shown(value)}`);
  return typeof value === 'string' ? decimalText(read) : shortestText(read);
}

/** A literal's text: a string, or an Int or Float literal's digits as written (so 12.345 is never rounded first). */
function literalText(node: ValueNode): unknown {
  return node.kind === 'StringValue' || node.kind === 'IntValue' || node.kind === 'FloatValue' ? node.value : null;
}

export const MoneyScalar = sdlScalar<string, string>({
  name: 'Money',
  serialize: serializeMoney,
  parseValue: parseMoney,
  parseLiteral: (node) => parseMoney(literalText(node)),
});

export const DecimalScalar = sdlScalar<string, string>({
  name: 'Decimal',
  serialize: serializeDecimal,
  parseValue: parseDecimal,
  parseLiteral: (node) => parseDecimal(literalText(node)),
});
