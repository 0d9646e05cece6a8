import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useNearestPlace } from '../api/place-lookup';
import type { MapPoint } from '../../../components/location-map/location-map';

export interface SuburbChoice {
  countryId: string;
  cityId: string;
  suburbId: string;
}

interface NearestSuburbProps {
  /** The point the marker was dropped on; null until the agent places it. */
  point: MapPoint | null;
  currentSuburb: string | null;
  onUse: (choice: SuburbChoice) => void;
}

/** After a drop, suggests the nearest suburb when it is not the one chosen; never sets it alone. */
export function NearestSuburb({ point, currentSuburb, onUse }: NearestSuburbProps) {
  const nearest = useNearestPlace(point);
  const place = nearest.data;
  if (!place?.suburb || place.suburb.publicId === currentSuburb) return null;
  const { suburb, city, country } = place;
  const suburbName = suburb.name;
  return (
    <Alert
      variant="light"
      color="brand"
      icon={<IconMapPin size={18} />}
      data-testid="nearest-suburb"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          <Trans>
            Nearest suburb: <b>{suburbName}</b>
          </Trans>
        </Text>
        <Button
          size="xs"
          variant="light"
          onClick={() =>
            onUse({ countryId: country.publicId, cityId: city.publicId, suburbId: suburb.publicId })
          }
        >
          <Trans>Use it</Trans>
        </Button>
      </Group>
    </Alert>
  );
}
