// Uploads (002 Request Centre; sandbox/README.md documents), shared by the Request Centre's attachments and an
// account application's identity documents: at most 5 files a time, each at most 10 MB decoded and of a type
// file-types.ts takes, checked here before any byte goes upstream.
import { ErrorCode, gatewayError } from '../errors.js';
import { ALLOWED_TYPES, checkFileType } from './file-types.js';

export const MAX_FILES = 5;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export interface FileInput { fileName: string; contentType: string; base64: string }
/** A file as the wealth APIs take it. */
export interface UploadFile { file_name: string; content_type: string; content: string }

/** The decoded size of base64 text without decoding it. */
export function decodedBytes(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

export function checkFiles(files: readonly FileInput[], field = 'files'): UploadFile[] {
  if (files.length === 0) throw gatewayError(ErrorCode.BAD_USER_INPUT, 'Attach at least one file', { field });
  if (files.length > MAX_FILES) throw gatewayError(ErrorCode.BAD_USER_INPUT, `At most ${MAX_FILES} files at a time`, { field });
  return files.map((f, i) => checkFile(f, `${field}.${i}`));
}

export function checkFile(file: FileInput, field = 'file'): UploadFile {
  const base64 = file.base64.replace(/\s+/g, '');
  if (file.fileName.trim().length > 255) throw gatewayError(ErrorCode.BAD_USER_INPUT, 'The file name is not valid', { field });
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) throw gatewayError(ErrorCode.BAD_USER_INPUT, 'The file is not base64', { field });
  if (decodedBytes(base64) > MAX_FILE_BYTES) throw gatewayError(ErrorCode.BAD_USER_INPUT, 'Each file must be 10 MB or smaller', { field, maxBytes: MAX_FILE_BYTES });
  if (decodedBytes(base64) === 0) throw gatewayError(ErrorCode.BAD_USER_INPUT, 'The file is empty', { field });
  const checked = checkFileType(file.fileName, file.contentType, base64);
  if (!checked.ok) throw gatewayError(ErrorCode.BAD_USER_INPUT, checked.message, { field, allowedTypes: ALLOWED_TYPES });
  return { file_name: checked.fileName, content_type: checked.contentType, content: base64 };
}
