// Body checks shared by the Request Centre calls: each failure is a 400 with a message naming the field. The
// traverse, pega and document calls answer errors as `{ errors: [{ code, message }] }` (README); the
// task-centre calls as the sandbox's usual `{ error, message }`.
import { HttpError, badRequest } from '../../http/http-error.js';
import { checkUpload } from './file-types.js';

/** The upstream's `{ errors: [{ code, message }] }`, with the sandbox's usual `error` and `message` beside it. */
export const upstreamError = (status: number, code: string, message: string) =>
  new HttpError(status, { error: code.toLowerCase(), message, errors: [{ code, message }] });
export const codedBadRequest = (message: string) => upstreamError(400, 'BAD_REQUEST', message);
export const codedNotFound = () => upstreamError(404, 'NOT_FOUND', 'No such request');

type Fail = (message: string) => HttpError;

export function objectBody(body: unknown, fail: Fail = badRequest): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw fail('body must be a JSON object');
  return body as Record<string, unknown>;
}

export function requiredText(value: unknown, name: string, max = 200, fail: Fail = badRequest): string {
  if (typeof value !== 'string' || !value.trim() || value.length > max) throw fail(`${name} must be text of 1 to ${max} characters`);
  return value.trim();
}

export function optionalText(value: unknown, name: string, max = 200, fail: Fail = badRequest): string | null {
  if (value === undefined || value === null || value === '') return null;
  return requiredText(value, name, max, fail);
}

/**
 * Free text for a person to read (additional information, a follow-up response), at most `max`: any printable
 * character and line breaks, shown escaped. The input guard refuses C0 controls; here also C1 controls and the
 * invisible bidirectional and zero-width marks that make text read other than it is stored.
 */
// eslint-disable-next-line no-control-regex
const HIDDEN = /[\u0080-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/;
export function readable<T extends string | null>(text: T, name: string, fail: Fail = badRequest): T {
  if (text && HIDDEN.test(text)) throw fail(`${name} contains an invisible or control character`);
  return text;
}
export const freeText = (value: unknown, name: string, max: number, fail: Fail = badRequest) =>
  readable(optionalText(value, name, max, fail), name, fail);

export function textList(value: unknown, name: string, max = 50, fail: Fail = badRequest): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.length > 100 || value.some((v) => typeof v !== 'string' || !v.trim() || v.length > max)) {
    throw fail(`${name} must be a list of at most 100 texts`);
  }
  return [...new Set(value.map((v: string) => v.trim()))];
}

export const MAX_FILES = 5;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Five files of 10 MB as base64 and their JSON. */
export const FILES_BODY_LIMIT = Math.ceil(MAX_FILES * MAX_FILE_BYTES * 1.4) + 1024 * 1024;

export interface FileIn { file_name: string; content_type: string; content: Buffer }

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** One upload: base64 within the size limit, then the name, the type and the bytes (file-types.ts). */
export function fileIn(value: unknown, name: string, fail: Fail = badRequest): FileIn {
  const f = objectBody(value, () => fail(`${name} must be { file_name, content_type, content }`));
  const fileName = requiredText(f.file_name, `${name}.file_name`, 255, fail);
  const contentType = requiredText(f.content_type, `${name}.content_type`, 100, fail);
  const base64 = typeof f.content === 'string' ? f.content.replace(/\s+/g, '') : '';
  if (!base64 || base64.length % 4 !== 0 || !BASE64.test(base64)) throw fail(`${name}.content must be base64`);
  const content = Buffer.from(base64, 'base64');
  if (content.length === 0) throw fail(`${name}.content is empty`);
  if (content.length > MAX_FILE_BYTES) throw fail(`${name} is larger than 10 MB`);
  const checked = checkUpload(fileName, contentType, content);
  if (!checked.ok) throw fail(`${name}.${checked.field} ${checked.problem}`);
  return { file_name: checked.fileName, content_type: checked.contentType, content };
}

export function filesIn(value: unknown, name: string, fail: Fail = badRequest, required = true): FileIn[] {
  if (value === undefined || value === null) {
    if (required) throw fail(`${name} must list 1 to ${MAX_FILES} files`);
    return [];
  }
  if (!Array.isArray(value) || (required && value.length === 0) || value.length > MAX_FILES) throw fail(`${name} must list ${required ? 1 : 0} to ${MAX_FILES} files`);
  return value.map((f, i) => fileIn(f, `${name}[${i}]`, fail));
}
