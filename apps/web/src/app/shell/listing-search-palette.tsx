import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from 'react-router';
import { Group, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import '@mantine/spotlight/styles.css';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { IconHome, IconSearch } from '@tabler/icons-react';
import { ListingStatusDot } from '../../components/listing-status-dot';
import { paths } from '../../lib/paths';
import { listingLookupOptions, type FoundListing } from '../../lib/queries/listing-search';
import { useTenant } from '../../lib/tenant';
import classes from './listing-search.module.css';

/** Typing pauses this long before a search is sent. */
const TYPING_PAUSE_MS = 250;

const [store, actions] = createSpotlight();
export const openListingSearch = actions.open;

function Thumbnail({ listing }: { listing: FoundListing }) {
  if (!listing.profilePhoto) {
    return (
      <div className={classes.thumb} aria-hidden>
        <IconHome size={18} stroke={1.4} />
      </div>
    );
  }
  return <img className={classes.thumb} src={listing.profilePhoto} alt="" width={64} height={40} />;
}

/** The command palette: the agent's listings by title, name or code; Enter opens the listing. */
export function ListingSearchPalette({ tenant, agentId }: { tenant: string; agentId: string }) {
  const { t } = useLingui();
  const { api } = useTenant();
  const navigate = useNavigate();
  const location = useLocation();
  const [query, setQuery] = useState('');
  const [typed] = useDebouncedValue(query.trim(), TYPING_PAUSE_MS);
  const results = useQuery({
    ...listingLookupOptions(api, tenant, agentId, typed),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const listings = typed && !results.isError ? (results.data?.content ?? []) : [];
  // Spotlight selects the first action when the query changes, before the answer has arrived;
  // once it has, the first result is selected so Enter opens it.
  useEffect(() => {
    const list = document.getElementById(store.getState().listId);
    if (!list || !results.data?.content.length) return;
    list.querySelector('[data-selected]')?.removeAttribute('data-selected');
    list.querySelector('[data-action]')?.setAttribute('data-selected', 'true');
    store.updateState((state) => ({ ...state, selected: 0 }));
  }, [results.data]);
  const waiting = query.trim() !== typed || results.isFetching;
  let note = t`Type a title, a name or a code.`;
  if (typed && results.isError) note = t`Search is unavailable just now.`;
  else if (typed && !waiting && !listings.length) {
    note = t({ message: `No listing of yours matches '${typed}'.`, comment: 'typed: the search' });
  }

  return (
    <Spotlight.Root
      store={store}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      scrollable
      maxHeight={440}
      centered={false}
      classNames={{ action: classes.action }}
    >
      <Spotlight.Search
        placeholder={t`Search your listings by title, name or code`}
        aria-label={t`Search your listings`}
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSection={waiting && typed ? <Loader size="xs" /> : null}
      />
      <Spotlight.ActionsList data-testid="listing-search-results">
        {listings.map((listing) => (
          <Spotlight.Action
            key={listing.publicId}
            onClick={() =>
              void navigate(paths.propertyDetails(tenant, listing.publicId), {
                state: { from: location },
              })
            }
            data-testid="listing-search-result"
          >
            <Group wrap="nowrap" gap="sm" w="100%">
              <Thumbnail listing={listing} />
              <Stack gap={2} flex={1} miw={0}>
                <Text size="sm" fw={600} truncate dir="auto">
                  {listing.title || listing.name}
                </Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  <bdi>{listing.code}</bdi>
                </Text>
              </Stack>
              <ListingStatusDot published={listing.published} size="xs" />
            </Group>
          </Spotlight.Action>
        ))}
        {!listings.length && <Spotlight.Empty>{note}</Spotlight.Empty>}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
