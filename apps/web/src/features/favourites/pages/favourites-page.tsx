import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconHeart, IconHomeSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StatusPage } from '../../../components/status-page';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useTenant } from '../../../lib/tenant';
import { useFavouriteList, useRemoveFavourite } from '../api/favourites';
import { FavouriteRow } from '../components/favourite-row';

/** Favourites: the listings a customer keeps, as they are now, newest first. */
export function FavouritesPage() {
  const { t } = useLingui();
  const { slug } = useTenant();
  const list = useFavouriteList();
  const remove = useRemoveFavourite();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          <Trans>Favourites</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>
            The listings you saved, with their price now and when you saved them. We e-mail you when
            a price falls or a listing is no longer available, once a day at most.
          </Trans>
        </Text>
      </div>
      {list.isPending && <Skeleton height={140} radius="md" />}
      {list.isError && (
        <Text c="red" role="alert">
          {errorMessage(list.error)}
        </Text>
      )}
      {list.data?.length === 0 && (
        <StatusPage
          icon={<IconHeart size={36} stroke={1.6} />}
          title={t`No favourites yet`}
          actions={
            <Button
              component={Link}
              to={paths.siteRoot(slug)}
              leftSection={<IconHomeSearch size={18} />}
            >
              <Trans>Search listings</Trans>
            </Button>
          }
        >
          <Trans>
            Tap the heart on a listing, in the search results or on its page, to keep it here.
          </Trans>
        </StatusPage>
      )}
      {list.data && list.data.length > 0 && (
        <Stack gap="sm" component="section" aria-label={t`Your favourites`}>
          {list.data.map((favourite) => (
            <FavouriteRow
              key={favourite.propertyId}
              favourite={favourite}
              removing={remove.isPending && remove.variables === favourite.propertyId}
              onRemove={() => remove.mutate(favourite.propertyId)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
