// What a Request Centre upload may be (README "Request Centre", documents): a PDF, JPEG or PNG, known by its
// first bytes, declared as that type, and named plainly with that type's extension. 002 names no document
// types; what it asks for (printed forms signed and scanned or photographed, supporting documents) are PDFs and
// photos, so these three. Checked by hand rather than with a sniffing library: three signatures are a few
// lines, and a library that knows a hundred types would still need this allow-list beside it.

export interface FileType { type: string; label: string; extensions: readonly string[]; aliases: readonly string[]; magic: readonly number[] }

export const FILE_TYPES: readonly FileType[] = [
  { type: 'application/pdf', label: 'PDF', extensions: ['pdf'], aliases: ['application/x-pdf'], magic: [...Buffer.from('%PDF-')] },
  { type: 'image/jpeg', label: 'JPEG', extensions: ['jpg', 'jpeg'], aliases: ['image/jpg', 'image/pjpeg'], magic: [0xff, 0xd8, 0xff] },
  { type: 'image/png', label: 'PNG', extensions: ['png'], aliases: [], magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** Said in every refusal, so the caller knows what would be taken. */
export const ALLOWED_TYPES = 'only PDF, JPEG and PNG files are accepted (application/pdf, image/jpeg, image/png)';

/** The type these bytes are, by their signature; null for anything else. */
export const sniff = (bytes: Uint8Array): FileType | null =>
  FILE_TYPES.find((t) => bytes.length >= t.magic.length && t.magic.every((b, i) => bytes[i] === b)) ?? null;

const declaredAs = (contentType: string): FileType | null => {
  const type = contentType.trim().toLowerCase();
  return FILE_TYPES.find((t) => t.type === type || t.aliases.includes(type)) ?? null;
};

/**
 * A file name as typed on a desktop: letters and digits of any script, spaces and . _ - ( ) & ' , + # @.
 * Refused rather than rewritten (the adviser sees the name they chose, or why not): path separators, control
 * and invisible characters (a right-to-left override can show `exe.pdf` for `fdp.exe`), `[ ]` (002 §8 reads
 * malware names from square brackets) and `;` (retrievedoc's header line separates fields with it).
 */
const NAME = /^[\p{L}\p{M}\p{N} ._\-()&',+#@]+$/u;

export type UploadCheck = { ok: true; fileName: string; contentType: string } | { ok: false; field: 'file_name' | 'content_type' | 'content'; problem: string };

/** The upload's checks in order: the name, the declared type, the bytes, the bytes against the declared type and the extension. */
export function checkUpload(fileName: string, contentType: string, bytes: Uint8Array): UploadCheck {
  const name = fileName.normalize('NFC').trim();
  if (!NAME.test(name) || name.startsWith('.')) {
    return { ok: false, field: 'file_name', problem: "must be a plain file name (letters, digits, spaces and . _ - ( ) & ' , + # @; no path)" };
  }
  const declared = declaredAs(contentType);
  if (!declared) return { ok: false, field: 'content_type', problem: `is ${contentType}: ${ALLOWED_TYPES}` };
  const actual = sniff(bytes);
  if (!actual) return { ok: false, field: 'content', problem: `is not a PDF, JPEG or PNG file: ${ALLOWED_TYPES}` };
  if (actual !== declared) return { ok: false, field: 'content_type', problem: `says ${declared.label} but the file is a ${actual.label}` };
  // The last extension is the one a desktop opens the file by: invoice.pdf.exe is an .exe, whatever it holds.
  const extension = /\.([^.]+)$/.exec(name)?.[1].toLowerCase();
  if (!extension || !actual.extensions.includes(extension)) {
    return { ok: false, field: 'file_name', problem: `must end in ${actual.extensions.map((e) => `.${e}`).join(' or ')} for a ${actual.label} file` };
  }
  return { ok: true, fileName: name, contentType: actual.type };
}
