import { describe, expect, it } from 'vitest';
import { generatePath, matchRoutes, type RouteObject } from 'react-router';
import { paths } from '../lib/paths';
import { routes } from './routes';

function routePatterns(list: RouteObject[]): string[] {
  return list.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...routePatterns(route.children ?? []),
  ]);
}

const routed = new Set(routePatterns(routes));
const addresses = Object.entries(paths);
const live = addresses.filter(([, address]) => address.pendingIssue === undefined);
const pending = addresses.filter(([, address]) => address.pendingIssue !== undefined);

/** An address with every parameter filled, as a browser would ask for it. */
const sample = (pattern: string) =>
  generatePath<string>(pattern, {
    tenant: 'demo',
    lang: 'fr',
    agentId: 'a1',
    propertyId: 'p1',
    articleId: 'r1',
    sourceId: 's1',
  });

/** The route that renders the page: the deepest match. */
const leaf = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.path;

describe('routes', () => {
  it('give every address of paths a route', () => {
    for (const [name, address] of live) {
      expect(routed.has(address.pattern), `paths.${name} has no route`).toBe(true);
      expect(leaf(sample(address.pattern)), `paths.${name} falls through to '*'`).not.toBe('*');
    }
  });

  it('have no route yet for an address whose page is pending', () => {
    for (const [name, address] of pending) {
      const message = `paths.${name} has a route now: remove its pendingIssue (${address.pendingIssue})`;
      expect(routed.has(address.pattern), message).toBe(false);
      expect(leaf(sample(address.pattern)), message).toBe('*');
    }
  });

  it('take every path from paths, except the catch-alls', () => {
    const patterns = new Set(addresses.map(([, address]) => address.pattern));
    for (const path of routed) {
      if (path !== '*') expect(patterns.has(path), `route '${path}' is not in paths`).toBe(true);
    }
  });
});
