import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Center, Group, Stack, Text } from '@mantine/core';
import {
  IconHome,
  IconMapPin,
  IconTrash,
  IconTrendingDown,
  IconTrendingUp,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { categoryHeadline } from '../../../components/listing-preview/format';
import { formatMoney } from '../../../lib/format';
import { usePublicPath } from '../../../lib/i18n/addressed-language';
import { paths } from '../../../lib/paths';
import { useTenant } from '../../../lib/tenant';
import type { Favourite } from '../api/favourites';
import classes from './favourite-row.module.css';

/** One favourite: its photo, title, place, price now and when saved, and its state. */
export function FavouriteRow({
  favourite,
  onRemove,
  removing,
}: {
  favourite: Favourite;
  onRemove: () => void;
  removing: boolean;
}) {
  const { t } = useLingui();
  const { slug } = useTenant();
  const publicPath = usePublicPath();
  const available = favourite.state === 'AVAILABLE';
  const money = (amount: number | null, currency: string) =>
    amount === null ? t`Price on request` : formatMoney(amount, currency);
  const change = favourite.priceChange;
  const name = favourite.title;
  const savedPrice = money(favourite.savedPrice, favourite.savedCurrency);
  const difference = change === null ? '' : formatMoney(Math.abs(change), favourite.currency);
  const state = {
    AVAILABLE: null,
    ARCHIVED: t`No longer available: archived by its agent`,
    WITHDRAWN: t`No longer available: withdrawn from public view`,
    DELETED: t`No longer available: removed from the site`,
  }[favourite.state];
  const title = (
    <Text component="h2" fw={600} fz="md" m={0} lineClamp={2}>
      <bdi>{favourite.title}</bdi>
    </Text>
  );
  return (
    <Card withBorder padding="sm" component="article" data-testid="favourite-row">
      <Group align="flex-start" wrap="nowrap" gap="md" className={classes.row}>
        <div className={classes.photo} data-unavailable={!available || undefined}>
          {favourite.cover ? (
            <img src={favourite.cover} alt="" width={160} height={100} loading="lazy" />
          ) : (
            <Center h="100%">
              <IconHome size={32} aria-hidden color="var(--mantine-color-dimmed)" />
            </Center>
          )}
        </div>
        <Stack gap={4} className={classes.body}>
          <Group gap="xs">
            <Badge variant="light" color="gray">
              {categoryHeadline(favourite.category)}
            </Badge>
          </Group>
          {state && (
            <Text size="sm" fw={600} className={classes.unavailable} data-testid="favourite-state">
              {state}
            </Text>
          )}
          {available ? (
            <Link
              to={publicPath(paths.publicListing(slug, favourite.propertyId))}
              className={classes.link}
            >
              {title}
            </Link>
          ) : (
            title
          )}
          {favourite.place && (
            <Group gap={4} c="dimmed" wrap="nowrap">
              <IconMapPin size={14} aria-hidden />
              <Text size="sm" truncate>
                <bdi>{favourite.place}</bdi>
              </Text>
            </Group>
          )}
          {available && (
            <Text fw={700}>
              <bdi>{money(favourite.price, favourite.currency)}</bdi>
            </Text>
          )}
          <Text size="sm" c="dimmed">
            <Trans>
              When saved: <bdi>{savedPrice}</bdi>
            </Trans>
          </Text>
          {change !== null && change < 0 && (
            <Group gap={4} className={classes.fell} data-testid="favourite-change">
              <IconTrendingDown size={16} aria-hidden />
              <Text size="sm" fw={600}>
                <Trans>
                  Price fell by <bdi>{difference}</bdi>
                </Trans>
              </Text>
            </Group>
          )}
          {change !== null && change > 0 && (
            <Group gap={4} className={classes.rose} data-testid="favourite-change">
              <IconTrendingUp size={16} aria-hidden />
              <Text size="sm" fw={600}>
                <Trans>
                  Price rose by <bdi>{difference}</bdi>
                </Trans>
              </Text>
            </Group>
          )}
        </Stack>
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={onRemove}
          loading={removing}
          className={classes.remove}
          aria-label={t`Remove ${name} from favourites`}
        >
          <Trans>Remove</Trans>
        </Button>
      </Group>
    </Card>
  );
}
