/**
 * Every API path is written once, in the `<FEATURE>_PATHS` object of its shared schema file, in the
 * Fastify route form (`/api/chats/:chatId/open`). The server registers that string as it is; the
 * client fills the parameters with `apiPath`, so both sides always name the same route.
 */

/** The `:name` parameters of a route, e.g. `'collection' | 'imageId'`. */
export type RouteParamNames<Route extends string> = Route extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParamNames<`/${Rest}`>
  : Route extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsArgument<Route extends string> = [RouteParamNames<Route>] extends [never] ? [] : [params: Record<RouteParamNames<Route>, string>];

/** The URL for one route with its parameters filled in (each one URL-encoded). */
export function apiPath<Route extends string>(route: Route, ...[params]: ParamsArgument<Route>): string {
  const values: Record<string, string> = params ?? {};
  return route.replace(/:([A-Za-z]\w*)/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`apiPath: no value for :${name} in ${route}`);
    return encodeURIComponent(value);
  });
}
