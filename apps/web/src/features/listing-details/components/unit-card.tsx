import {
  ActionIcon,
  AspectRatio,
  Badge,
  Card,
  Center,
  Group,
  Image,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconHome2, IconPencil, IconTrash } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatArea } from '../../../lib/format';
import type { Unit } from '../api/units';
import { unitPrices } from '../unit-prices';

interface UnitCardProps {
  unit: Unit;
  onEdit: () => void;
  onDelete: () => void;
}

/** One unit: first photo, title, area, availability, the amounts that are set. */
export function UnitCard({ unit, onEdit, onDelete }: UnitCardProps) {
  const photo = unit.images[0];
  const prices = unitPrices(unit);
  const { t } = useLingui();
  const title = unit.title;
  return (
    <Card withBorder radius="md" padding="sm" component="li" data-testid="unit-card">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <AspectRatio ratio={8 / 5} w={{ base: 96, sm: 144 }} style={{ flex: 'none' }}>
          {photo ? (
            <Image src={photo.variants.thumbnail} alt="" radius="sm" loading="lazy" />
          ) : (
            <Center bg="var(--mantine-color-default-hover)" style={{ borderRadius: 4 }}>
              <IconHome2 size={28} stroke={1.4} aria-hidden />
            </Center>
          )}
        </AspectRatio>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }} dir="auto">
              {unit.title}
            </Text>
            <Group gap={4} wrap="nowrap" style={{ flex: 'none' }}>
              <Tooltip label={t`Edit unit`}>
                <ActionIcon variant="subtle" aria-label={t`Edit ${title}`} onClick={onEdit}>
                  <IconPencil size={18} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t`Delete unit`}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t`Delete ${title}`}
                  onClick={onDelete}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Group>
          <Group gap="xs">
            {unit.area !== null && (
              <Text size="sm" c="dimmed">
                {formatArea(unit.area, 'SQUARE_METRES')}
              </Text>
            )}
            <Badge color={unit.available ? 'teal' : 'gray'} variant="dot">
              {unit.available ? (
                <Trans comment="A unit that can be let or bought now">Available</Trans>
              ) : (
                <Trans>Not available</Trans>
              )}
            </Badge>
            {unit.furnished && (
              <Badge color="gray" variant="default">
                <Trans>Furnished</Trans>
              </Badge>
            )}
          </Group>
          {prices.length > 0 && (
            <Group gap="md" data-testid="unit-prices">
              {prices.map((price) => (
                <Text key={price.label} size="sm">
                  <Text span c="dimmed" size="sm">
                    {price.label}
                  </Text>{' '}
                  <Text span fw={600} size="sm">
                    {price.amount}
                  </Text>
                </Text>
              ))}
            </Group>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
