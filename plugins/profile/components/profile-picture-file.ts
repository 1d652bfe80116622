// Checks a chosen picture before it is sent, as the gateway will (PNG, JPEG, GIF or WebP, at most 2 MB), and by its
// first bytes too, so a renamed file is refused here with a clear message rather than stored as a broken image.
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type PictureType = (typeof PICTURE_TYPES)[number];
export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;

export type PictureProblem = 'type' | 'size' | 'empty';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);

/** The image type the file's first bytes say, or null for anything else. */
export function sniffPictureType(bytes: Uint8Array): PictureType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** What is wrong with the file by its name's type and size, or null; the bytes are checked by checkPictureBytes. */
export function checkPictureFile(file: Pick<File, 'type' | 'size'>): PictureProblem | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_PICTURE_BYTES) return 'size';
  return null;
}

/** The image type of the bytes when they match the type the file claims, else null. */
export function checkPictureBytes(bytes: Uint8Array, claimed: string): PictureType | null {
  const sniffed = sniffPictureType(bytes);
  return sniffed && sniffed === claimed ? sniffed : null;
}

/** A data: address for a stored picture, only for the four image types and Base64 data (never SVG or script). */
export function pictureSrc(picture: { contentType: string; data: string } | null | undefined): string | null {
  if (!picture || !(PICTURE_TYPES as readonly string[]).includes(picture.contentType)) return null;
  if (!picture.data || !/^[A-Za-z0-9+/]+={0,2}$/.test(picture.data)) return null;
  return `data:${picture.contentType};base64,${picture.data}`;
}

/** The file's bytes as Base64, in chunks so a 2 MB file does not overflow the argument list. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** '12 KB' or '1.4 MB'. */
export function sizeOf(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
