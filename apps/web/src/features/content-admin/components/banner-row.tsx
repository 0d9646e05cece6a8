import type { DragEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  AspectRatio,
  Box,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconGripVertical,
  IconPencil,
  IconPhotoOff,
  IconTrash,
} from '@tabler/icons-react';
import { formatDateTime } from '../../../lib/format';
import type { Banner } from '../api/banners';
import { bannerStatus } from '../banner-form-values';
import { BannerStatusBadge } from './banner-status-badge';
import classes from './banner-row.module.css';

interface BannerRowProps {
  banner: Banner;
  index: number;
  count: number;
  timeZone: string;
  now: number;
  busy: boolean;
  /** The row being dragged over, marked as the drop target. */
  dropTarget: boolean;
  onMove: (from: number, to: number) => void;
  onDragStart: (index: number) => void;
  onDragOver: (index: number) => void;
  onDrop: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One banner of the staff's list: its image, title, schedule and state, moved by drag or buttons. */
export function BannerRow(props: BannerRowProps) {
  const { t } = useLingui();
  const { banner, index, count, timeZone, now, busy, dropTarget } = props;
  const title = banner.title;
  const from = banner.startsAt ? formatDateTime(banner.startsAt, timeZone) : t`At once`;
  const until = banner.endsAt ? formatDateTime(banner.endsAt, timeZone) : t`No end`;
  const dragOver = (event: DragEvent) => {
    event.preventDefault();
    props.onDragOver(index);
  };
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      className={classes.row}
      data-drop-target={dropTarget || undefined}
      data-testid="banner-row"
      draggable={!busy}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        props.onDragStart(index);
      }}
      onDragOver={dragOver}
      onDrop={(event) => {
        event.preventDefault();
        props.onDrop();
      }}
    >
      <Group gap="sm" wrap="nowrap" align="center">
        <IconGripVertical size={18} className={classes.grip} aria-hidden />
        <Box w={{ base: 80, sm: 128 }} className={classes.thumb}>
          <AspectRatio ratio={8 / 5}>
            {banner.image_url ? (
              <Image src={banner.image_url} alt="" radius="sm" />
            ) : (
              <Box className={classes.noImage}>
                <IconPhotoOff size={20} aria-label={t`No image`} />
              </Box>
            )}
          </AspectRatio>
        </Box>
        <Stack gap={2} className={classes.text}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} lineClamp={2} dir="auto">
              {banner.title}
            </Text>
            <BannerStatusBadge status={bannerStatus(banner, now)} />
          </Group>
          {banner.subtitle && (
            <Text size="sm" c="dimmed" lineClamp={1} dir="auto">
              {banner.subtitle}
            </Text>
          )}
          <Text size="xs" c="dimmed" data-testid="banner-schedule">
            <Trans>
              {from} → {until}
            </Trans>
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap" className={classes.actions}>
          <Tooltip label={t`Move up`}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t`Move ${title} up`}
              disabled={busy || index === 0}
              onClick={() => props.onMove(index, index - 1)}
            >
              <IconArrowUp size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t`Move down`}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t`Move ${title} down`}
              disabled={busy || index === count - 1}
              onClick={() => props.onMove(index, index + 1)}
            >
              <IconArrowDown size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t`Edit`}>
            <ActionIcon variant="subtle" aria-label={t`Edit ${title}`} onClick={props.onEdit}>
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t`Delete`}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t`Delete ${title}`}
              onClick={props.onDelete}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}
