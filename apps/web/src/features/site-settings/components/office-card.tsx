import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const { latitude, longitude, label } = office;
  return (
    <Card withBorder padding="md" component="li" data-testid="office-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} dir="auto">
            {label}
          </Text>
          <Text size="sm" dir="auto">
            {office.street}, {office.city}, {office.country}
          </Text>
          {office.phone && (
            <Text size="sm" dir="ltr" style={{ alignSelf: 'flex-start' }}>
              {office.phone}
            </Text>
          )}
          {office.email && (
            <Text size="sm" dir="ltr" style={{ overflowWrap: 'anywhere', alignSelf: 'flex-start' }}>
              {office.email}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            <IconMapPin size={12} aria-hidden style={{ verticalAlign: -1, marginInlineEnd: 2 }} />
            {latitude !== null && longitude !== null ? (
              <span dir="ltr">{`${latitude.toFixed(5)}, ${longitude.toFixed(5)}`}</span>
            ) : (
              <Trans>No map position</Trans>
            )}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t`Edit`}>
            <ActionIcon variant="subtle" onClick={onEdit} aria-label={t`Edit ${label}`}>
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t`Delete`}>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={onDelete}
              aria-label={t`Delete ${label}`}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Card>
  );
}
