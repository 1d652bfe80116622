// The free-text fields of a payment and their rules. 002 §5 gives the account name's (35; letters, digits,
// ' - ( )) and says descriptions can be too long; the rest are ours, as a bank would set them (README
// "Payments"): these texts reach alerts, the signatory's phone and statements, so markup (< >), quotes that
// end attributes and control characters are refused with a 400 naming the field, not stored and escaped later.

/** 002 §5 'The description entered is too long': the narratives' 18 is a bank statement line's reference. */
export const NARRATIVE_MAX = 18;
/** Ours: the biller's name from the BPAY directory (50), its short name (20), a payee's nickname and description (35, as the account name). */
export const TEXT_MAX = { billerName: 50, billerShortName: 20, nickname: 35, clientDescription: 35 } as const;

/** Letters and digits of any script, spaces and the punctuation names and references use; no < > " ` = { } [ ] \ | or controls. */
const TEXT_CHARACTERS = /^[\p{L}\p{M}\p{N} &'’()+,\-./:;?@#_]*$/u;

export const TEXT_MESSAGES = {
  descriptionTooLong: 'The description entered is too long. Please shorten the description.',
  descriptionCharacters: "The description can only contain letters, numbers, spaces and & ' ( ) + , - . / : ; ? @ # _. Please amend the description.",
  billerName: 'The biller name is not valid. Please look up the biller code again.',
  nickname: "The nickname can have at most 35 letters, numbers, spaces and & ' ( ) + , - . / : ; ? @ # _. Please amend the nickname.",
} as const;

type Add = (code: string, message: string, field?: string) => void;

/** Text as sent (numbers as their digits), trimmed; '' for none. Anything else (a list, an object, true) is `null`: refused. */
function asText(value: unknown): string | null {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** A description (a narrative, an EFT payee's client description): at most `max`, the text characters. */
export function descriptionText(value: unknown, field: string, add: Add, max: number = NARRATIVE_MAX): string | null {
  const t = asText(value);
  if (t === null || !TEXT_CHARACTERS.test(t)) add('DESCRIPTION_CHARACTERS', TEXT_MESSAGES.descriptionCharacters, field);
  else if (t.length > max) add('DESCRIPTION_TOO_LONG', TEXT_MESSAGES.descriptionTooLong, field);
  return t || null;
}

/** A BPAY biller's name or short name (the lookup's, sent back) or a payee's nickname. */
export function nameText(value: unknown, field: string, kind: 'billerName' | 'billerShortName' | 'nickname', add: Add): string | null {
  const t = asText(value);
  if (t === null || !TEXT_CHARACTERS.test(t) || t.length > TEXT_MAX[kind]) {
    if (kind === 'nickname') add('NICKNAME_INVALID', TEXT_MESSAGES.nickname, field);
    else add('BILLER_NAME_INVALID', TEXT_MESSAGES.billerName, field);
  }
  return t || null;
}
