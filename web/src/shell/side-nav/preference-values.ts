// Reading preference values as the gateway returns them (JSON): tolerant, with the documented defaults.

export function readPinned(value: unknown): boolean {
  if (value === false || value === 'false') return false;
  // AoSideNavPinned defaults to true (000 §3), including when the preference could not be read.
  return true;
}

export function readStringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}
