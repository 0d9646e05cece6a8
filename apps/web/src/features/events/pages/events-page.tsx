import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { EVENT_TABS, type EventTab } from '../../../lib/queries/agent-events';
import { useTenant } from '../../../lib/tenant';
import type { EventView } from '../api/event-view';
import { useAgentEvents } from '../api/use-agent-events';
import { EventConfirmModal, type EventConfirmation } from '../components/event-confirm-modal';
import { EventFormModal } from '../components/event-form-modal';
import { EventsTabPanel } from '../components/events-tab-panel';
import { EVENT_TAB_LABELS, parseEventTab } from '../event-tab';

/** 'Events List': the agent's events by tab (kept in the address), with add, edit, cancel, delete. */
export function EventsPage() {
  const { t } = useLingui();
  const { site } = useTenant();
  const [params, setParams] = useSearchParams();
  const tab = parseEventTab(params.get('tab'));
  const list = useAgentEvents(tab);
  // An empty tab offers 'Add Event' itself, so the page never shows the button twice.
  const empty = list.isSuccess && !list.events.length;
  const [formOpened, setFormOpened] = useState(false);
  // Kept while the modal closes, so it does not turn into 'Add Event' on its way out.
  const [editing, setEditing] = useState<EventView | undefined>(undefined);
  const [confirmation, setConfirmation] = useState<EventConfirmation | null>(null);

  const showTab = (value: string | null) => {
    const next = parseEventTab(value);
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'upcoming') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { preventScrollReset: true },
    );
  };
  const openForm = (event?: EventView) => {
    setEditing(event);
    setFormOpened(true);
  };
  const add = () => openForm();
  const actions = {
    onAdd: add,
    onEdit: (event: EventView) => openForm(event),
    onCancel: (event: EventView) => setConfirmation({ action: 'cancel', event }),
    onDelete: (event: EventView) => setConfirmation({ action: 'delete', event }),
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          <Trans>Events List</Trans>
        </Title>
        {!empty && (
          <Button leftSection={<IconCalendarPlus size={18} aria-hidden />} onClick={add}>
            <Trans>Add Event</Trans>
          </Button>
        )}
      </Group>
      <Tabs value={tab} onChange={showTab}>
        <Tabs.List mb="md">
          {EVENT_TABS.map((value: EventTab) => (
            <Tabs.Tab key={value} value={value}>
              {t(EVENT_TAB_LABELS[value])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {EVENT_TABS.map((value) => (
          <Tabs.Panel key={value} value={value}>
            {value === tab && (
              <EventsTabPanel tab={value} list={list} timeZone={site.timeZone} {...actions} />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
      <EventFormModal opened={formOpened} onClose={() => setFormOpened(false)} event={editing} />
      <EventConfirmModal confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </Stack>
  );
}
