// API families: the unit of the circuit breaker (one failing upstream service must not trip the others).
const FAMILIES: ReadonlyArray<[family: string, prefix: string]> = [
  ['auth', '/oauth2/'],
  ['user', '/api/wealth/channel/user/'],
  ['preferences', '/api/channel/micro/'],
  ['security', '/api/v1/security/'],
  ['adviser', '/api/wealth/channel/adviser/'],
  ['intermediary-accounts', '/api/intermediary-accounts/'],
  ['babbage', '/api/wealth/babbage/'],
  ['portfolio', '/api/wealth/channel/portfolio/'],
  ['account', '/api/wealth/channel/account/'],
  ['ada', '/api/wealth/ada/'],
  ['grouping', '/api/wealth/grouping/'],
  ['payments', '/api/wealth/payments/'],
];

export function apiFamily(path: string): string {
  for (const [family, prefix] of FAMILIES) if (path.startsWith(prefix)) return family;
  // Unknown paths group by their first two segments, which is how the wealth APIs are deployed.
  return path.split('/').filter(Boolean).slice(0, 3).join('/') || 'root';
}
