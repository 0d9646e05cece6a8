import { Link } from 'react-router';
import { Button } from '@mantine/core';
import { IconLockAccess } from '@tabler/icons-react';
import { StatusPage } from '../../components/status-page';
import { paths } from '../../lib/paths';

/** What an agent or a customer sees on the staff's pages under /dashboard/moderation. */
export function StaffRestrictedView({ tenant }: { tenant: string }) {
  return (
    <StatusPage
      icon={<IconLockAccess size={36} stroke={1.6} />}
      title="This area is for the site's staff"
      color="orange"
      actions={
        <>
          <Button component={Link} to={paths.dashboard(tenant)} variant="default">
            Back to home
          </Button>
          <Button component={Link} to={paths.profile(tenant)}>
            Go to my profile
          </Button>
        </>
      }
    >
      Moderation, banners and articles are managed by the site&apos;s moderators and admins, so
      these pages are not available to your account.
    </StatusPage>
  );
}
