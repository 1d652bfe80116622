// What a cross-file check reports: a place (file under config/, JSON pointer) and a message.
export interface Finding {
  /** Relative to config/, e.g. 'navigation/side-nav.json'. */
  file: string;
  pointer: string;
  message: string;
  severity: 'error' | 'warning';
}

export const error = (file: string, pointer: string, message: string): Finding => ({ file, pointer, message, severity: 'error' });
export const warning = (file: string, pointer: string, message: string): Finding => ({ file, pointer, message, severity: 'warning' });

/** " (did you mean 'x'?)" or nothing. */
export const suggest = (name: string | undefined) => (name ? ` (did you mean '${name}'?)` : '');
