// User-visible strings the gateway composes: the greeting's (below), and any key of the copy catalogue in
// config/ read through copyOf and text.

/** 002 §9: 'Good morning/afternoon/evening {name}'. */
export const greetingCopy = {
  morning: 'Good morning {firstName}',
  afternoon: 'Good afternoon {firstName}',
  evening: 'Good evening {firstName}',
} as const;

export function fillCopy(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The copy catalogue as the server reads it (config/copy, reloaded with the config). */
export type Copy = Readonly<Record<string, unknown>>;

export const copyOf = (ctx: { configHost: { current(): { copy: unknown } } }): Copy => ctx.configHost.current().copy as Copy;

/** A key's text with {placeholders} filled. A missing key shows as the key itself, so a gap in config/copy is visible rather than blank. */
export function text(copy: Copy, key: string, values: Record<string, string> = {}): string {
  const template = copy[key];
  return typeof template === 'string' ? fillCopy(template, values) : key;
}

export const hasText = (copy: Copy, key: string) => typeof copy[key] === 'string';
