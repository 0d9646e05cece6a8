import { Link } from 'react-router';
import { Button } from '@mantine/core';
import { IconLockAccess } from '@tabler/icons-react';
import { StatusPage } from '../../components/status-page';
import { paths } from '../../lib/paths';

/** What a non-agent sees on property, events and leads pages (spec sections 2 and 6). */
export function RestrictedView({ tenant, customer }: { tenant: string; customer: boolean }) {
  return (
    <StatusPage
      icon={<IconLockAccess size={36} stroke={1.6} />}
      title="This area is for agents"
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
      Listings, events and leads are managed by agent accounts. You are signed in with a{' '}
      {customer ? 'customer' : 'staff'} account, so these pages are not available to you.
    </StatusPage>
  );
}
