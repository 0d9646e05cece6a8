import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage, preloadMatchedPages } from './lazy-page';

const page = () => {
  const load = vi.fn(() => Promise.resolve({ Page: () => null }));
  return { load, Lazy: lazyPage(load, (m) => m.Page) };
};
const Wrapper = ({ children }: { children: ReactNode }) => children;

describe('preloadMatchedPages', () => {
  it('starts the shell and the page the address shows at once, and no other page', () => {
    const shell = page();
    const home = page();
    const profile = page();
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
    preloadMatchedPages(routes, new URL('http://localhost/demo/dashboard') as unknown as Location);
    expect(shell.load).toHaveBeenCalledTimes(1);
    expect(home.load).toHaveBeenCalledTimes(1);
    expect(profile.load).not.toHaveBeenCalled();
  });

  it('loads a page once, whether preloaded first or rendered first', async () => {
    const { load, Lazy } = page();
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
