import { ActionIcon, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconMapPin, IconPencil, IconTrash } from '@tabler/icons-react';
import type { SiteOffice } from '../../../lib/queries/site-offices';

interface OfficeCardProps {
  office: SiteOffice;
  onEdit: () => void;
  onDelete: () => void;
}

/** One office as the admin sees it: its contacts and position, with edit and delete. */
export function OfficeCard({ office, onEdit, onDelete }: OfficeCardProps) {
  const { latitude, longitude } = office;
  return (
    <Card withBorder padding="md" component="li" data-testid="office-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>{office.label}</Text>
          <Text size="sm">
            {office.street}, {office.city}, {office.country}
          </Text>
          {office.phone && <Text size="sm">{office.phone}</Text>}
          {office.email && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {office.email}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            <IconMapPin size={12} aria-hidden style={{ verticalAlign: -1, marginRight: 2 }} />
            {latitude !== null && longitude !== null
              ? `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`
              : 'No map position'}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Edit">
            <ActionIcon variant="subtle" onClick={onEdit} aria-label={`Edit ${office.label}`}>
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={onDelete}
              aria-label={`Delete ${office.label}`}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Card>
  );
}
