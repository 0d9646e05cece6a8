import type { ReactNode } from 'react';
import { Grid, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** Wide enough to show the list and an open lead side by side. */
const SIDE_BY_SIDE_QUERY = '(min-width: 62em)';

interface LeadsLayoutProps {
  /** Above the list (its filters); a phone showing an open lead leaves it out. */
  header?: ReactNode;
  list: ReactNode;
  /** The open lead, or null. */
  panel: (fullPage: boolean) => ReactNode;
  open: boolean;
}

/**
 * The list with the open lead beside it on wide screens; on narrow ones the open lead takes the
 * page, with a link back to the list.
 */
export function LeadsLayout({ header, list, panel, open }: LeadsLayoutProps) {
  const wide = useMediaQuery(SIDE_BY_SIDE_QUERY, true, { getInitialValueInEffect: false });
  if (!wide) {
    return open ? (
      panel(true)
    ) : (
      <Stack gap="md">
        {header}
        {list}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {header}
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={open ? 5 : 12}>{list}</Grid.Col>
        {open && (
          <Grid.Col span={7} style={{ position: 'sticky', top: 80 }}>
            {panel(false)}
          </Grid.Col>
        )}
      </Grid>
    </Stack>
  );
}
