import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Button } from '@mantine/core';
import { IconLockAccess } from '@tabler/icons-react';
import { StatusPage } from '../../components/status-page';
import { paths } from '../../lib/paths';

/** A page the signed-in account may not use: why, and the way home or to the profile. */
function RestrictedPage({
  tenant,
  title,
  children,
}: {
  tenant: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <StatusPage
      icon={<IconLockAccess size={36} stroke={1.6} />}
      title={title}
      color="orange"
      actions={
        <>
          <Button component={Link} to={paths.dashboard(tenant)} variant="default">
            <Trans>Back to home</Trans>
          </Button>
          <Button component={Link} to={paths.profile(tenant)}>
            <Trans>Go to my profile</Trans>
          </Button>
        </>
      }
    >
      {children}
    </StatusPage>
  );
}

/** What a non-agent sees on property, events and leads pages (spec sections 2 and 6). */
export function RestrictedView({ tenant, customer }: { tenant: string; customer: boolean }) {
  const { t } = useLingui();
  return (
    <RestrictedPage tenant={tenant} title={t`This area is for agents`}>
      {customer ? (
        <Trans>
          Listings, events and leads are managed by agent accounts. You are signed in with a
          customer account, so these pages are not available to you.
        </Trans>
      ) : (
        <Trans>
          Listings, events and leads are managed by agent accounts. You are signed in with a staff
          account, so these pages are not available to you.
        </Trans>
      )}
    </RestrictedPage>
  );
}

/** What an agent or a customer sees on the staff's pages under /dashboard/moderation. */
export function StaffRestrictedView({ tenant }: { tenant: string }) {
  const { t } = useLingui();
  return (
    <RestrictedPage tenant={tenant} title={t`This area is for the site's staff`}>
      <Trans>
        Moderation, agents, content and the audit log are managed by the site&apos;s moderators and
        admins, so these pages are not available to your account.
      </Trans>
    </RestrictedPage>
  );
}
