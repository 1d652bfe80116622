// The portal's pages by id, with the path parameters each takes. The ids and paths are declared by the
// plugins (plugins/<id>/plugin.json) and the shell, gathered into generated/routes.ts by
// `npm run codegen`; the params are read from each path's $segments, so a link with the wrong params
// fails type checking, and no list here needs editing when a feature arrives.
import { routePaths } from './generated/routes';

export { routePaths };

export type NoParams = Record<string, never>;

/** The $name segments of a path, e.g. '/a/$b/c/$d' gives 'b' | 'd'. */
type ParamNames<Path extends string> = Path extends `${string}$${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}$${infer Name}`
    ? Name
    : never;

type ParamsOf<Path extends string> = [ParamNames<Path>] extends [never] ? NoParams : { [K in ParamNames<Path>]: string };

export type AppRouteId = keyof typeof routePaths;

export type AppRouteParams = { [Id in AppRouteId]: ParamsOf<(typeof routePaths)[Id]> };

/** The params argument a link or page takes: none for pages without parameters. */
export type RouteParamsArg<Id extends AppRouteId> = AppRouteParams[Id] extends NoParams
  ? { params?: NoParams }
  : { params: AppRouteParams[Id] };
