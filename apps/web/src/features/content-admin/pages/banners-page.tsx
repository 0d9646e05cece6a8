import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhoto, IconPlus } from '@tabler/icons-react';
import { StatusPage } from '../../../components/status-page';
import { errorMessage } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { useTenant } from '../../../lib/tenant';
import { useNow } from '../../../lib/use-now';
import { useAllBanners, useDeleteBanner, useReorderBanners, type Banner } from '../api/banners';
import { moveItem } from '../banner-form-values';
import { BannerFormModal } from '../components/banner-form-modal';
import { BannerRow } from '../components/banner-row';
import { ConfirmDeleteModal } from '../components/confirm-delete-modal';

/** The modal's state: closed, a new banner, or one banner being edited. */
type Editing = { banner?: Banner } | null;

/** The site home's banners in carousel order: create, edit, schedule, reorder and delete. */
export function BannersPage() {
  const { t } = useLingui();
  const { site } = useTenant();
  const siteName = site.name;
  const list = useAllBanners();
  const reorder = useReorderBanners();
  const remove = useDeleteBanner();
  const now = useNow().getTime();
  // The order on screen: the server's, or the one being saved.
  const [order, setOrder] = useState<Banner[]>([]);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Banner | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (list.data && !reorder.isPending) setOrder(list.data);
  }, [list.data, reorder.isPending]);

  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= order.length) return;
    const next = moveItem(order, from, to);
    setOrder(next);
    reorder.mutate(next, {
      onSuccess: () => {
        const title = order[from]?.title ?? '';
        const position = to + 1;
        const total = next.length;
        setAnnouncement(t`${title} moved to position ${position} of ${total}`);
        notifications.show({ color: 'teal', message: t`Order saved` });
      },
      onError: notifyError,
    });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.publicId, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t`Banner deleted` });
        setDeleting(null);
      },
      onError: notifyError,
    });
  };

  const nextPosition = order.reduce((max, banner) => Math.max(max, banner.position + 1), 0);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            <Trans>Banners</Trans>
          </Title>
          <Text c="dimmed" size="sm">
            <Trans>
              The carousel on the site home, top first. Drag a banner or use the arrows to reorder.
            </Trans>
          </Text>
        </div>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({})}>
          <Trans>New banner</Trans>
        </Button>
      </Group>
      {list.isPending && (
        <Stack aria-busy="true" aria-label={t`Loading banners`}>
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} height={96} radius="md" />
          ))}
        </Stack>
      )}
      {list.isError && (
        <Group gap="sm" role="alert">
          <Text c="dimmed">{errorMessage(list.error)}</Text>
          <Button variant="default" size="xs" onClick={() => void list.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Group>
      )}
      {list.isSuccess && order.length === 0 && (
        <StatusPage icon={<IconPhoto size={36} />} title={t`No banners yet`}>
          <Trans>
            Banners run across the top of the {siteName} home page. Create one with an image to show
            it.
          </Trans>
        </StatusPage>
      )}
      {order.length > 0 && (
        <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {order.map((banner, index) => (
            <li key={banner.publicId}>
              <BannerRow
                banner={banner}
                index={index}
                count={order.length}
                timeZone={site.timeZone}
                now={now}
                busy={reorder.isPending}
                dropTarget={dragFrom !== null && dragOver === index && dragFrom !== index}
                onMove={move}
                onDragStart={setDragFrom}
                onDragOver={setDragOver}
                onDrop={() => {
                  if (dragFrom !== null && dragOver !== null) move(dragFrom, dragOver);
                  setDragFrom(null);
                  setDragOver(null);
                }}
                onEdit={() => setEditing({ banner })}
                onDelete={() => setDeleting(banner)}
              />
            </li>
          ))}
        </Stack>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      <BannerFormModal
        opened={editing !== null}
        banner={editing?.banner}
        nextPosition={nextPosition}
        onClose={() => setEditing(null)}
      />
      <ConfirmDeleteModal
        kind="banner"
        name={deleting?.title ?? null}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
