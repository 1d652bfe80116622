/** Config routes may be written with or without the leading slash; the router wants it. */
export function routeHref(route: string): string {
  return `/${route.trim().replace(/^\/+/, '')}`;
}
