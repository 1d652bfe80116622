// Files between the browser and the gateway: a chosen File as base64 for CaseFileInput, and a CaseFile's
// base64 back into a Blob to save or print.
import { extensionOf, MAX_FILES, tooLarge, UPLOAD_TYPES } from '@kit/upload-files';

export { ACCEPTED_FILES, MAX_FILE_BYTES, MAX_FILES, toFileInput, tooLarge, uploadBatches, uploadName } from '@kit/upload-files';

export function toBlob(file: { base64: string; contentType: string }): Blob {
  const binary = atob(file.base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: file.contentType });
}

/** The catalogue key of what is wrong with a choice of files, or null when it can be sent. */
export function fileProblem(files: readonly File[]): 'requests.files.tooMany' | 'requests.files.type' | 'requests.files.tooLarge' | 'requests.files.empty' | null {
  if (files.length > MAX_FILES) return 'requests.files.tooMany';
  if (files.some((f) => !UPLOAD_TYPES[extensionOf(f.name)])) return 'requests.files.type';
  if (tooLarge(files).length > 0) return 'requests.files.tooLarge';
  if (files.some((f) => f.size === 0)) return 'requests.files.empty';
  return null;
}

