import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { SITE_ADDRESS_LIMITS } from '@propdesk/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { errorMessage } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { useSiteOffices, type SiteOffice } from '../../../lib/queries/site-offices';
import { useTenant } from '../../../lib/tenant';
import { useDeleteOffice } from '../api/offices';
import { OfficeCard } from './office-card';
import { OfficeFormModal } from './office-form-modal';

/** The modal's state: closed, a new office, or one office being edited. */
type Editing = { office: SiteOffice | null } | null;

/** The site's offices, as the public footer lists them: add, edit and delete. */
export function OfficesSection() {
  const { t } = useLingui();
  const { slug } = useTenant();
  const offices = useSiteOffices(slug);
  const remove = useDeleteOffice();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SiteOffice | null>(null);
  const deletingLabel = deleting?.label;
  const list = offices.data ?? [];
  const nextPosition = list.reduce((max, office) => Math.max(max, office.position + 1), 0);
  const most = SITE_ADDRESS_LIMITS.perSite;
  const full = list.length >= most;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.publicId, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t`Office deleted` });
        setDeleting(null);
      },
      onError: notifyError,
    });
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="offices-title">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={2} size="h4" id="offices-title">
            <Trans>Offices</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>Shown in the footer of the site&apos;s public pages, in this order.</Trans>
          </Text>
        </div>
        <Button
          leftSection={<IconPlus size={18} />}
          onClick={() => setEditing({ office: null })}
          disabled={full || offices.isPending}
          title={full ? t`A site lists at most ${most} offices` : undefined}
        >
          <Trans>Add office</Trans>
        </Button>
      </Group>
      {offices.isPending && <Skeleton height={120} radius="md" aria-label={t`Loading offices`} />}
      {offices.isError && (
        <Text role="alert" c="red">
          {errorMessage(offices.error)}
        </Text>
      )}
      {offices.isSuccess && list.length === 0 && (
        <Text c="dimmed">
          <Trans>No offices yet: add one so visitors know where to find you.</Trans>
        </Text>
      )}
      {list.length > 0 && (
        <SimpleGrid
          cols={{ base: 1, sm: 2 }}
          spacing="md"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label={t`Offices`}
        >
          {list.map((office) => (
            <OfficeCard
              key={office.publicId}
              office={office}
              onEdit={() => setEditing({ office })}
              onDelete={() => setDeleting(office)}
            />
          ))}
        </SimpleGrid>
      )}
      <OfficeFormModal
        opened={editing !== null}
        office={editing?.office ?? null}
        nextPosition={nextPosition}
        onClose={() => setEditing(null)}
      />
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t`Delete this office?`}
        keepLabel={<Trans>Keep office</Trans>}
        confirmLabel={<Trans>Delete office</Trans>}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      >
        <Trans>
          &lsquo;{deletingLabel}&rsquo; will no longer show on the site. This cannot be undone.
        </Trans>
      </ConfirmModal>
    </Stack>
  );
}
