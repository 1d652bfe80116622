// Which upstream calls get which optional headers (000 §7, 002 §7). Data, not code: add a path here,
// nowhere else. Patterns match the path after the /api/ prefix.

/** Sensitive calls: the only ones that carry x-device-info. */
export const SENSITIVE_CALLS: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: 'user-profile', pattern: /(^|\/)user-profile(\/|$)/i },
  { name: 'passphrase', pattern: /(^|\/)passphrase(\/|$)/i },
  { name: 'username', pattern: /(^|\/)username(\/|$)/i },
  { name: 'payment-requests', pattern: /(^|\/)payment-requests(\/|$)/i },
  { name: 'mfa deactivate', pattern: /(^|\/)mfa\/(.+\/)?deactivate(\/|$)/i },
  { name: 'mfa confirm', pattern: /(^|\/)mfa\/(.+\/)?confirm(\/|$)/i },
  { name: 'password update', pattern: /(^|\/)password(\/|$)/i },
  { name: 'intent pension_payments', pattern: /(^|\/)intent\/pension_payments(\/|$)/i },
  { name: 'intent signed_document', pattern: /(^|\/)intent\/signed_document(\/|$)/i },
  { name: 'payment save', pattern: /(^|\/)payment\/save(\/|$)/i },
  { name: 'payment signature verify', pattern: /(^|\/)payment\/[^/]+\/signature\/.*verify(\/|$)/i },
  // The challenge starts the signatory's verification (002 §7 lists it with the signature calls).
  { name: 'payment signature challenge', pattern: /(^|\/)payment\/[^/]+\/signature\/[^/]+\/challenge(\/|$)/i },
];

/** Logging and tracking calls: the only ones without x-session-id (paths not shown in the spec; ours). */
export const LOGGING_CALLS: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: 'logging', pattern: /(^|\/)(logging|logs?)(\/|$)/i },
  { name: 'tracking', pattern: /(^|\/)tracking(\/|$)/i },
];

/** Incoming badge that is the default and therefore not forwarded. */
export const DEFAULT_BADGE = 'mgl';

const apiRelative = (path: string) => path.replace(/^\/?api\//, '').split('?')[0];

export const isSensitiveCall = (path: string) =>
  SENSITIVE_CALLS.some(({ pattern }) => pattern.test(apiRelative(path)));

export const isLoggingCall = (path: string) =>
  LOGGING_CALLS.some(({ pattern }) => pattern.test(apiRelative(path)));
