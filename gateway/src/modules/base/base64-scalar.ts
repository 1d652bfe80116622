// The Base64 scalar: a file's bytes inside a mutation (case documents, signed forms). Its own bounds instead of
// the 1,000-character string limit: the standard alphabet with padding, at most 10 MB decoded. The body itself
// only fits through /graphql/files (gateway/src/http/graphql-route.ts).
import { sdlScalar } from './sdl-scalar.js';
import { ErrorCode, gatewayError } from '../../errors.js';

export const MAX_BASE64_BYTES = 10 * 1024 * 1024;
const ALPHABET = /^[A-Za-z0-9+/]*={0,2}$/;

export function checkBase64(value: unknown): string {
  if (typeof value !== 'string' || value.length % 4 !== 0 || !ALPHABET.test(value)) {
    throw gatewayError(ErrorCode.BAD_USER_INPUT, 'A file must be sent as base64');
  }
  if ((value.length / 4) * 3 > MAX_BASE64_BYTES + 2) {
    throw gatewayError(ErrorCode.BAD_USER_INPUT, 'Each file must be 10 MB or smaller', { maxBytes: MAX_BASE64_BYTES });
  }
  return value;
}

export const Base64Scalar = sdlScalar<string, string>({
  name: 'Base64',
  serialize: (value) => String(value),
  parseValue: checkBase64,
  parseLiteral: (node) => checkBase64(node.kind === 'StringValue' ? node.value : null),
});
