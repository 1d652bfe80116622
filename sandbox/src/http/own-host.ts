// Which Host headers the development surface (/console/ pages, /sandbox/ endpoints) answers. DNS rebinding
// gives a page on attacker.example the sandbox's address under the attacker's name, so the browser treats the
// sandbox as that page's own origin and lets it read the consoles; its requests still say
// Host: attacker.example, which is how they are told apart. The API under /api/ answers any Host (the gateway
// may know the sandbox by any name) and sits behind bearer tokens.

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
/** A host name or bracketed IPv6 address, then an optional port: nothing else (no userinfo, no path). */
const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}))?$/;

/** SANDBOX_DEV_HOSTS: more names the surface answers, comma separated; `name:port` that port only, `name` any. */
export function extraDevHosts(env: NodeJS.ProcessEnv): string[] {
  return (env.SANDBOX_DEV_HOSTS ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
}

/**
 * Whether a request's Host names this sandbox: a loopback name on the port the request arrived at, or a name
 * from the setting. `port` is undefined for a request injected in a test (no socket): any port then.
 */
export function isOwnHost(host: string | undefined, port: number | undefined, extra: readonly string[]): boolean {
  const value = (host ?? '').trim().toLowerCase();
  const match = HOST.exec(value);
  if (!match) return false;
  const [, name, given] = match;
  if (extra.includes(value) || extra.includes(name)) return true;
  return LOOPBACK.has(name) && (port === undefined || Number(given ?? 80) === port);
}
