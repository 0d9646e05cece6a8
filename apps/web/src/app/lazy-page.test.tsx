import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage, matchedPageSources, preloadMatchedPages } from './lazy-page';

const page = (source?: string) => {
  const load = vi.fn(() => Promise.resolve({ Page: () => null }));
  return { load, Lazy: lazyPage(Object.assign(load, { source }), (m) => m.Page) };
};
const Wrapper = ({ children }: { children: ReactNode }) => children;

describe('preloadMatchedPages', () => {
  const pages = () => {
    const shell = page('src/app/shell.tsx');
    const home = page('src/features/home/home-page.tsx');
    const profile = page('src/features/profile/profile-page.tsx');
    const routes: RouteObject[] = [
      {
        path: '/:tenant/dashboard',
        element: (
          <Wrapper>
            <shell.Lazy />
          </Wrapper>
        ),
        children: [
          { index: true, element: <home.Lazy /> },
          { path: '/:tenant/dashboard/profile', element: <profile.Lazy /> },
        ],
      },
    ];
    return { shell, home, profile, routes };
  };

  it('starts the shell and the page the address shows at once, and no other page', async () => {
    const { shell, home, profile, routes } = pages();
    await preloadMatchedPages(
      routes,
      new URL('http://localhost/demo/dashboard') as unknown as Location,
    );
    expect(shell.load).toHaveBeenCalledTimes(1);
    expect(home.load).toHaveBeenCalledTimes(1);
    expect(profile.load).not.toHaveBeenCalled();
  });

  it("names the source files of the address's pages, for a server-rendered page's assets", () => {
    const { routes } = pages();
    expect(matchedPageSources(routes, '/demo/dashboard/profile')).toEqual([
      'src/app/shell.tsx',
      'src/features/profile/profile-page.tsx',
    ]);
  });

  it('loads a page once, whether preloaded first or rendered first', async () => {
    const { load, Lazy } = page();
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
