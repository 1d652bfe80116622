// Attachments (002 Request Centre): the upload checks live in the gateway kit (kit/upload-files.ts), shared with
// account applications' documents. Malware names come from CMSE067 status items (002 §8).
export { checkFile, checkFiles, decodedBytes, MAX_FILE_BYTES, MAX_FILES, type FileInput } from '@gateway/kit/upload-files.js';

/** 002 §8: status items with code CMSE067 name malware files in square brackets. */
export function malwareFileNames(items: ReadonlyArray<{ code?: string; description?: string }> | null | undefined): string[] {
  const names = (items ?? [])
    .filter((i) => i.code === 'CMSE067')
    .flatMap((i) => [...(i.description ?? '').matchAll(/\[([^\]]+)\]/g)].map((m) => m[1].trim()));
  return [...new Set(names.filter(Boolean))];
}
