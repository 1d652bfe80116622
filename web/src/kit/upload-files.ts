// Files the adviser uploads (the Request Centre's attachments, an account application's identity documents): a
// chosen File as base64 for the gateway, the types and sizes the gateway and the bank take, and the batches that
// fit one request to the gateway's files endpoint.

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
export const UPLOAD_TYPES: Readonly<Record<string, string>> = { pdf: 'application/pdf', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' };
/** The file input's `accept`: the extensions and their media types. */
export const ACCEPTED_FILES = [...Object.keys(UPLOAD_TYPES).map((e) => `.${e}`), ...new Set(Object.values(UPLOAD_TYPES))].join(',');

export const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1].toLowerCase() ?? '';

/**
 * The name sent: characters the bank refuses in a file name ([ ] ; and anything but letters, digits, spaces
 * and . _ - ( ) & ' , + # @) become '_', so `Smith [ID].pdf` is stored as `Smith _ID_.pdf` rather than refused.
 */
export const uploadName = (name: string) => name.normalize('NFC').trim().replace(/[^\p{L}\p{M}\p{N} ._\-()&',+#@]/gu, '_').replace(/^\.+/, '_');

/** A file as the gateway takes it (CaseFileInput, ApplicationFileInput). */
export interface UploadFileInput { fileName: string; contentType: string; base64: string }

export async function toFileInput(file: File): Promise<UploadFileInput> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  return { fileName: uploadName(file.name), contentType: UPLOAD_TYPES[extensionOf(file.name)] ?? (file.type || 'application/octet-stream'), base64: toBase64(bytes) };
}

export const tooLarge = (files: readonly File[]) => files.filter((f) => f.size > MAX_FILE_BYTES);

/** The gateway takes at most 5 files at a time. */
export const MAX_FILES = 5;

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
