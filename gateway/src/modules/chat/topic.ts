// 001 §4 Pre-chat wizard: the chosen topic travels as routing attributes. Question marks are removed; a tier-2
// 'Something else' under Wrap investments or Wrap super and pension becomes 'Update account or something else'.
export const UPDATE_ACCOUNT_OR_SOMETHING_ELSE = 'Update account or something else';

const WRAP_TOPICS = /^wrap (investments|super and pension)/i;
const SOMETHING_ELSE = /^something else$/i;

const clean = (s: string | null | undefined) => (s ?? '').replace(/\?/g, '').replace(/\s+/g, ' ').trim();

/** The routing attributes for a topic and sub-option as the wizard chose them. */
export function routingTopic(topic: string | null | undefined, subOption: string | null | undefined): { topic: string | null; subOption: string | null } {
  const t = clean(topic);
  const s = clean(subOption);
  if (t && WRAP_TOPICS.test(t) && SOMETHING_ELSE.test(s)) return { topic: t, subOption: UPDATE_ACCOUNT_OR_SOMETHING_ELSE };
  return { topic: t || null, subOption: s || null };
}
