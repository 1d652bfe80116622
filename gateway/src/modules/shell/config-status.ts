// Query.configStatus: the config host's verdict, so a developer editing config/ sees in GraphiQL (or
// the web's dev banner) why a change did not take, besides the gateway log.
import type { ConfigHost } from '../../config-host/index.ts';

export function configStatus(host: ConfigHost) {
  const errors = host.lastErrors();
  return { ok: errors.length === 0, errors, warnings: host.warnings() };
}
