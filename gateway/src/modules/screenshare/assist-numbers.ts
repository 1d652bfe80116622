// The assist phone numbers by brand (002 §9; 001 §2.8): the number the adviser calls to read the PIN out.
export const ASSIST_NUMBERS: Readonly<Record<string, string>> = { mgl: '1800 808 508', oasis: '1800 893 141', perpetual: '1800 099 652' };

/** The brand's number; the main brand's for a brand without its own. */
export const assistNumberOf = (brand: string | undefined): string => ASSIST_NUMBERS[(brand ?? '').toLowerCase()] ?? ASSIST_NUMBERS.mgl;
