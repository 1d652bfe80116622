// What an upload may be (issue 28; sandbox/README.md "Request Centre", documents): a PDF, JPEG or PNG known
// by its first bytes, declared as that type, plainly named with that type's extension. Checked here before any
// byte goes upstream, as the bank checks again. Hand-written: three signatures are a few lines, and a sniffing
// library that knows a hundred types would still need this allow-list beside it.

interface FileType { type: string; label: string; extensions: readonly string[]; aliases: readonly string[]; magic: readonly number[] }

const FILE_TYPES: readonly FileType[] = [
  { type: 'application/pdf', label: 'PDF', extensions: ['pdf'], aliases: ['application/x-pdf'], magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'image/jpeg', label: 'JPEG', extensions: ['jpg', 'jpeg'], aliases: ['image/jpg', 'image/pjpeg'], magic: [0xff, 0xd8, 0xff] },
  { type: 'image/png', label: 'PNG', extensions: ['png'], aliases: [], magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** The media types taken, for the error's extensions (the web says which types in its own words). */
export const ALLOWED_TYPES = FILE_TYPES.map((t) => t.type);
const SAYS = 'Only PDF, JPEG and PNG files can be attached';

/**
 * Letters and digits of any script, spaces and . _ - ( ) & ' , + # @: no path, no control or invisible characters
 * (a right-to-left override shows `exe.pdf` for `fdp.exe`), no [ ] (002 §8 reads malware names from square
 * brackets) and no ; (the document text's header separates fields with it).
 */
const NAME = /^[\p{L}\p{M}\p{N} ._\-()&',+#@]+$/u;

export type FileCheck = { ok: true; fileName: string; contentType: string } | { ok: false; message: string };

/** The first bytes of base64 content: 24 characters are 18 bytes, more than any signature here. */
const head = (base64: string) => Buffer.from(base64.slice(0, 24), 'base64');

export function checkFileType(fileName: string, contentType: string, base64: string): FileCheck {
  const name = fileName.normalize('NFC').trim();
  if (!NAME.test(name) || name.startsWith('.')) return { ok: false, message: 'The file name is not valid' };
  const type = contentType.trim().toLowerCase();
  const declared = FILE_TYPES.find((t) => t.type === type || t.aliases.includes(type));
  if (!declared) return { ok: false, message: SAYS };
  const bytes = head(base64);
  const actual = FILE_TYPES.find((t) => bytes.length >= t.magic.length && t.magic.every((b, i) => bytes[i] === b));
  if (!actual) return { ok: false, message: `${SAYS}: this file is none of them` };
  if (actual !== declared) return { ok: false, message: `The file is a ${actual.label}, not a ${declared.label}` };
  // The last extension is the one a desktop opens the file by: invoice.pdf.exe is an .exe, whatever it holds.
  const extension = /\.([^.]+)$/.exec(name)?.[1].toLowerCase();
  if (!extension || !actual.extensions.includes(extension)) return { ok: false, message: `A ${actual.label} file's name must end in .${actual.extensions[0]}` };
  return { ok: true, fileName: name, contentType: actual.type };
}
