import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button, Center, Paper, Stack, Text } from '@mantine/core';
import { IconMap2 } from '@tabler/icons-react';
import { LazyLocationMap } from '../../../components/location-map/lazy-location-map';
import type { MapPoint } from '../../../components/location-map/location-map';

const HEIGHT = 300;

/**
 * A listing's map on the public page, opened on request: the map's library and tiles are a large
 * download that most readers of a listing on a phone never use. The closed map takes the open
 * map's place, so opening it moves nothing.
 */
export function ListingMap({ point }: { point: MapPoint }) {
  const [open, setOpen] = useState(false);
  if (open) return <LazyLocationMap center={point} marker={point} height={HEIGHT} />;
  return (
    <Paper
      withBorder
      radius="md"
      h={HEIGHT}
      bg="var(--mantine-color-default-hover)"
      data-print="hide"
    >
      <Center h="100%">
        <Stack align="center" gap="xs">
          <IconMap2 size={36} stroke={1.5} aria-hidden />
          <Text size="sm" c="dimmed">
            <Trans>The map loads when you open it.</Trans>
          </Text>
          <Button variant="default" onClick={() => setOpen(true)}>
            <Trans>Show the map</Trans>
          </Button>
        </Stack>
      </Center>
    </Paper>
  );
}
