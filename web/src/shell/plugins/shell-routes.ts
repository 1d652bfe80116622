// The pages the shell draws itself (web/src/routes), bound for every signed-in user. Their paths are
// declared in scripts/codegen-routes.ts beside the plugins'.
import type { AppRouteId } from '@kit/route-ids';

export const SHELL_ROUTE_IDS: ReadonlySet<AppRouteId> = new Set<AppRouteId>(['home']);
