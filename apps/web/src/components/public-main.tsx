import type { ReactNode } from 'react';

/**
 * A public page's main content, at least a screen tall: the footer below it starts off-screen,
 * so content that loads later never moves it in view (no layout shift on the site home).
 */
export function PublicMain({ children }: { children: ReactNode }) {
  return <main style={{ minHeight: '100vh' }}>{children}</main>;
}
