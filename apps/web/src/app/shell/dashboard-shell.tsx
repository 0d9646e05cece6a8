import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Outlet, useLocation } from 'react-router';
import { AppShell } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { EmailConfirmationNotice } from '../../features/auth/components/email-confirmation-notice';
import { useIdleLock } from '../../features/session/hooks/use-idle-lock';
import { useSignedInUser } from '../../lib/queries/signed-in-user';
import { forgetHeldAnswers } from '../../lib/api-client';
import { useSession, useTenant } from '../../lib/tenant';
import { isRestrictedPath, isStaffOnlyPath } from './agent-only-paths';
import { isStaffUser } from '../../lib/staff-user';
import { LockScreen } from './lock-screen';
import { RestrictedView, StaffRestrictedView } from './restricted-view';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

/** The sidebar minimises itself below this width (spec section 2). */
export const AUTO_MINIMISE_BELOW_PX = 970;
const NARROW_QUERY = `(max-width: ${AUTO_MINIMISE_BELOW_PX - 0.02}px)`;
const PHONE_QUERY = '(max-width: 47.99em)';

export function DashboardShell() {
  const { t } = useLingui();
  const { slug, site, session: manager } = useTenant();
  const session = useSession();
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [navOpened, nav] = useDisclosure(false);
  const narrow = useMediaQuery(NARROW_QUERY, false, {
    getInitialValueInEffect: false,
  });
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [override, setOverride] = useState<boolean | null>(null);
  useEffect(() => setOverride(null), [narrow]);
  const closeNav = nav.close;
  useEffect(() => closeNav(), [pathname, closeNav]);

  const locked = session.status === 'authenticated' && session.locked;
  useIdleLock(manager, session.status === 'authenticated' && !locked);

  const minimised = !phone && (override ?? narrow);
  const logout = () => {
    manager.signOut();
    queryClient.clear();
    forgetHeldAnswers();
  };
  const claims = session.status === 'authenticated' ? session.claims : null;
  const isCustomer = Boolean(claims?.customerId);
  const isStaff = isStaffUser(user.roles);
  const restricted = isRestrictedPath(pathname, { isAgent: user.isAgent, isCustomer, isStaff });

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{
        width: minimised ? 76 : 264,
        breakpoint: 'sm',
        collapsed: { mobile: !navOpened },
      }}
      padding={{ base: 'md', sm: 'lg', lg: 'xl' }}
    >
      <AppShell.Header>
        <TopBar
          tenant={slug}
          user={user}
          navOpened={navOpened}
          onToggleNav={nav.toggle}
          onLogout={logout}
        />
      </AppShell.Header>
      <AppShell.Navbar
        data-minimised={minimised || undefined}
        data-testid="sidebar"
        aria-label={t`Sidebar`}
      >
        <Sidebar
          tenant={slug}
          siteName={site.name}
          isAgent={user.isAgent}
          isCustomer={isCustomer}
          isStaff={isStaff}
          isAdmin={user.roles.includes('ADMIN')}
          minimised={minimised}
          onToggleMinimised={phone ? undefined : () => setOverride(!minimised)}
          onNavigate={nav.close}
          onLogout={logout}
        />
      </AppShell.Navbar>
      <AppShell.Main>
        <div style={{ maxWidth: 1200, marginInline: 'auto' }}>
          {user.roles.includes('CUSTOMER') && !user.emailConfirmed && (
            <EmailConfirmationNotice email={user.email} />
          )}
          {restricted && isStaffOnlyPath(pathname) ? (
            <StaffRestrictedView tenant={slug} />
          ) : restricted ? (
            <RestrictedView tenant={slug} customer={user.roles.includes('CUSTOMER')} />
          ) : (
            <Outlet />
          )}
        </div>
      </AppShell.Main>
      {locked && <LockScreen user={user} onLogout={logout} />}
    </AppShell>
  );
}
