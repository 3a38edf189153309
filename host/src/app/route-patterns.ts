/**
 * The area routes as anchored regular expressions, for matching a path without the router: in
 * index.html's inline script (boot-script.ts, build time) and in the boot's `areaToLoadEarly`, which
 * runs before the router has loaded (decision 0064). No imports: both sides take it as it is.
 */

/** A route of the area table, as matched here: `[pattern, area, public]`. */
export type EarlyRoute = readonly [pattern: string, area: string, isPublic: boolean];

/**
 * The area routes as anchored regular expressions (`/orders/:orderId` → `^/orders/[^/]+/?$`), fixed
 * paths before those with a parameter, as the router ranks them.
 */
export function earlyRoutes(routes: readonly { path: string; area: string; public?: boolean }[]): EarlyRoute[] {
  const escapeRegExp = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...routes]
    .sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')))
    .map((route) => {
      const body = route.path
        .split('/')
        .map((part) => (part.startsWith(':') ? '[^/]+' : escapeRegExp(part)))
        .join('/');
      return [`^${body.replace(/\/$/, '')}/?$`, route.area, route.public === true] as const;
    });
}
