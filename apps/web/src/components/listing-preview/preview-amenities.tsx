import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { AMENITY_GROUPS, AMENITY_TYPE_LABELS, type AmenityType } from '@propdesk/shared';
import { Trans } from '@lingui/react/macro';
import { formatDistance } from '../../lib/format';
import { useEnumLabels } from '../../lib/i18n/labels';

export interface PreviewAmenity {
  publicId: string;
  name: string;
  type: AmenityType;
  distance: number | null;
  active: boolean;
}

/**
 * The name already says what the place is ('Westgate Mall'), in English or in the reader's
 * language, or there is only the type.
 */
const namesItsType = (amenity: PreviewAmenity, typeName: string) => {
  const name = amenity.name.toLowerCase();
  return (
    !name ||
    name.includes(AMENITY_TYPE_LABELS[amenity.type].toLowerCase()) ||
    name.includes(typeName.toLowerCase())
  );
};

/**
 * Active amenities nearby, in the spec's groups, nearest first; in a group of several types
 * ('Other': highways, malls, hotels) each row names its type.
 */
export function PreviewAmenities({
  amenities,
  headingOrder = 3,
}: {
  amenities: PreviewAmenity[];
  headingOrder?: 2 | 3;
}) {
  const labels = useEnumLabels();
  const active = amenities.filter((a) => a.active);
  const groups = AMENITY_GROUPS.map((group) => ({
    key: group.label,
    label: labels.amenityGroup(group.label),
    mixed: group.types.length > 1,
    items: active
      .filter((a) => group.types.includes(a.type))
      .sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity)),
  })).filter((group) => group.items.length > 0);
  if (groups.length === 0) return null;

  return (
    <section aria-labelledby="preview-amenities">
      <Title order={headingOrder} size="h4" id="preview-amenities" mb="sm">
        <Trans>Nearby</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {groups.map((group) => (
          <Stack key={group.key} gap={6}>
            <Text fw={600} size="sm">
              {group.label}
            </Text>
            {group.items.map((amenity) => {
              const typeName = labels.amenityType(amenity.type);
              return (
                <Group
                  key={amenity.publicId}
                  justify="space-between"
                  gap="xs"
                  wrap="nowrap"
                  align="flex-start"
                  data-testid="nearby-amenity"
                >
                  {/* The whole name, on more lines where it needs them. */}
                  <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    <bdi>{amenity.name || typeName}</bdi>
                    {group.mixed && !namesItsType(amenity, typeName) && (
                      <Text span size="sm" c="dimmed">
                        {' · '}
                        {typeName}
                      </Text>
                    )}
                  </Text>
                  {amenity.distance !== null && (
                    <Badge variant="light" color="gray" style={{ flex: 'none' }}>
                      {formatDistance(amenity.distance)}
                    </Badge>
                  )}
                </Group>
              );
            })}
          </Stack>
        ))}
      </SimpleGrid>
    </section>
  );
}
