// Files between the browser and the gateway: a chosen File as base64 for CaseFileInput, and a CaseFile's
// base64 back into a Blob to save or print.
import type { CaseFileInput } from '@kit/gql/graphql';

/** 10 MB decoded, the gateway's limit for one file. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}

/**
 * What may be attached, as the gateway and the bank check it (issue 28): PDF, JPEG or PNG, known by the name's
 * last extension here and by the bytes there. The media type goes by the extension, so a browser that knows no
 * type for the file still sends the right one.
 */
const TYPES: Readonly<Record<string, string>> = { pdf: 'application/pdf', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' };
/** The file input's `accept`: the extensions and their media types. */
export const ACCEPTED_FILES = [...Object.keys(TYPES).map((e) => `.${e}`), ...new Set(Object.values(TYPES))].join(',');

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1].toLowerCase() ?? '';

/**
 * The name sent: characters the bank refuses in a file name ([ ] ; and anything but letters, digits, spaces
 * and . _ - ( ) & ' , + # @) become '_', so `Smith [ID].pdf` is stored as `Smith _ID_.pdf` rather than refused.
 */
export const uploadName = (name: string) => name.normalize('NFC').trim().replace(/[^\p{L}\p{M}\p{N} ._\-()&',+#@]/gu, '_').replace(/^\.+/, '_');

export async function toFileInput(file: File): Promise<CaseFileInput> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  return { fileName: uploadName(file.name), contentType: TYPES[extensionOf(file.name)] ?? (file.type || 'application/octet-stream'), base64: toBase64(bytes) };
}

export function toBlob(file: { base64: string; contentType: string }): Blob {
  const binary = atob(file.base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: file.contentType });
}

export const tooLarge = (files: readonly File[]) => files.filter((f) => f.size > MAX_FILE_BYTES);

/** The gateway takes at most 5 files at a time. */
export const MAX_FILES = 5;

/** The catalogue key of what is wrong with a choice of files, or null when it can be sent. */
export function fileProblem(files: readonly File[]): 'requests.files.tooMany' | 'requests.files.type' | 'requests.files.tooLarge' | 'requests.files.empty' | null {
  if (files.length > MAX_FILES) return 'requests.files.tooMany';
  if (files.some((f) => !TYPES[extensionOf(f.name)])) return 'requests.files.type';
  if (tooLarge(files).length > 0) return 'requests.files.tooLarge';
  if (files.some((f) => f.size === 0)) return 'requests.files.empty';
  return null;
}

/**
 * Files grouped so that each group fits one request to the gateway's files endpoint (10 MB of file a request):
 * in the order chosen, a new group whenever the next file would take the group past the limit.
 */
export function uploadBatches<F extends { size: number }>(files: readonly F[], limit = MAX_FILE_BYTES): F[][] {
  const batches: F[][] = [];
  let size = 0;
  for (const file of files) {
    const last = batches.at(-1);
    if (last && size + file.size <= limit) {
      last.push(file);
      size += file.size;
    } else {
      batches.push([file]);
      size = file.size;
    }
  }
  return batches;
}
