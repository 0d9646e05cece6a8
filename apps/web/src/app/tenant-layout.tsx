import { Trans, useLingui } from '@lingui/react/macro';
import { Outlet, useParams } from 'react-router';
import { Button } from '@mantine/core';
import { IconCloudOff, IconWorldQuestion } from '@tabler/icons-react';
import { AppError } from '@propdesk/shared';
import { Link } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { StatusPage } from '../components/status-page';
import { errorMessage } from '../lib/api-client';
import { paths } from '../lib/paths';
import { useSite } from '../lib/queries/site';
import { SiteLanguage } from '../lib/i18n';
import { DeviceFavouritesMerge } from '../lib/favourites';
import { TenantProvider } from '../lib/tenant';

/** Everything under /{tenant}: loads the site, or says clearly that there is no such site. */
export function TenantLayout() {
  const { t } = useLingui();
  const { tenant = '' } = useParams();
  const site = useSite(tenant);

  const notFound =
    !site.isFetching &&
    (site.fetchStatus === 'idle' && site.isPending
      ? true
      : site.error instanceof AppError && site.error.statusCode === 404);
  if (notFound) {
    return (
      <StatusPage
        fullHeight
        icon={<IconWorldQuestion size={36} stroke={1.6} />}
        title={t`Site not found`}
        actions={
          <Button component={Link} to={paths.sites()}>
            <Trans>See all sites</Trans>
          </Button>
        }
      >
        <Trans>
          There is no Propdesk site called “{tenant}”. Check the address, or pick your site from the
          list.
        </Trans>
      </StatusPage>
    );
  }
  if (site.isError) {
    return (
      <StatusPage
        fullHeight
        color="red"
        icon={<IconCloudOff size={36} stroke={1.6} />}
        title={t`Something went wrong`}
        actions={
          <Button onClick={() => void site.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        }
      >
        {errorMessage(site.error)}
      </StatusPage>
    );
  }
  if (!site.data) return <FullPageLoader />;
  return (
    <TenantProvider site={site.data} key={site.data.slug}>
      <DeviceFavouritesMerge />
      <SiteLanguage>
        <Outlet />
      </SiteLanguage>
    </TenantProvider>
  );
}
