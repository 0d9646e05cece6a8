import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Menu, useDirection } from '@mantine/core';
import { IconCalendarX, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import type { EventView } from '../api/event-view';
import { eventActions } from '../event-menu';

interface EventCardMenuProps {
  event: EventView;
  onEdit: (event: EventView) => void;
  onCancel: (event: EventView) => void;
  onDelete: (event: EventView) => void;
}

/** Edit, Cancel and Delete, offered only where they make sense for the event's status. */
export function EventCardMenu({ event, onEdit, onCancel, onDelete }: EventCardMenuProps) {
  const { t } = useLingui();
  const { dir } = useDirection();
  const actions = eventActions(event.status);
  const name = event.title || event.name;
  return (
    // No focus placeholder: a focusable element without a role inside role="menu" fails axe.
    <Menu
      // Under the button, along the card's edge it sits on.
      position={dir === 'rtl' ? 'bottom-start' : 'bottom-end'}
      width={180}
      shadow="md"
      withinPortal
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <ActionIcon variant="default" radius="xl" size="lg" aria-label={t`Actions for ${name}`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.includes('edit') && (
          <Menu.Item
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => onEdit(event)}
          >
            <Trans>Edit</Trans>
          </Menu.Item>
        )}
        {actions.includes('cancel') && (
          <Menu.Item
            leftSection={<IconCalendarX size={16} aria-hidden />}
            onClick={() => onCancel(event)}
          >
            <Trans>Cancel event</Trans>
          </Menu.Item>
        )}
        <Menu.Item
          leftSection={<IconTrash size={16} color="var(--mantine-color-red-text)" aria-hidden />}
          onClick={() => onDelete(event)}
        >
          <Trans>Delete</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
