import { Link } from 'react-router';
import { Button } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { StatusPage } from './status-page';

/** 'Page not found' with a link home; inside the dashboard or on its own. */
export function NotFound({ home, fullHeight = false }: { home: string; fullHeight?: boolean }) {
  return (
    <StatusPage
      icon={<IconMapSearch size={36} stroke={1.6} />}
      title="Page not found"
      fullHeight={fullHeight}
      actions={
        <Button component={Link} to={home}>
          Go home
        </Button>
      }
    >
      The address may be mistyped, or the page may have moved.
    </StatusPage>
  );
}
