// User-visible strings the gateway composes. The copy catalogue in config/ replaces this module in the
// next issue; until then this is the one place to change them.

/** 002 §9: 'Good morning/afternoon/evening {name}'. */
export const greetingCopy = {
  morning: 'Good morning {firstName}',
  afternoon: 'Good afternoon {firstName}',
  evening: 'Good evening {firstName}',
} as const;

export function fillCopy(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
