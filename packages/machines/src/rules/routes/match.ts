import { parse } from 'regexparam';
import { ROUTES, type RouteEntry } from './registry.ts';

export interface RouteMatch {
  route: RouteEntry;
  params: Record<string, string>;
}

// The same matcher wouter uses (regexparam), compiled once, in registry order.
const COMPILED = ROUTES.map((route) => ({ route, ...parse(route.path) }));

/** The registry entry of a path (without query), or null for an unknown path ('Page not found', spec §2.1). */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const { route, keys, pattern } of COMPILED) {
    const found = pattern.exec(path);
    if (!found) continue;
    const params: Record<string, string> = {};
    keys.forEach((key, index) => {
      const value = found[index + 1];
      if (value !== undefined) params[key] = decodeURIComponent(value);
    });
    return { route, params };
  }
  return null;
}
