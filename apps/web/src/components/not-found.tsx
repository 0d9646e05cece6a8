import { Link } from 'react-router';
import { Button } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { StatusPage } from './status-page';

/** 'Page not found' with a link home; inside the dashboard or on its own. */
export function NotFound({ home, fullHeight = false }: { home: string; fullHeight?: boolean }) {
  const { t } = useLingui();
  return (
    <StatusPage
      icon={<IconMapSearch size={36} stroke={1.6} />}
      title={t`Page not found`}
      fullHeight={fullHeight}
      actions={
        <Button component={Link} to={home}>
          <Trans>Go home</Trans>
        </Button>
      }
    >
      <Trans>The address may be mistyped, or the page may have moved.</Trans>
    </StatusPage>
  );
}
