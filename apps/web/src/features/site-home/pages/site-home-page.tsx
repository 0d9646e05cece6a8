import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Box, Container, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PublicFooter } from '../../../components/public-footer';
import { PublicHeader } from '../../../components/public-header';
import { PublicMain } from '../../../components/public-main';
import { formatCount, formatNumber } from '../../../lib/format';
import { useTenant } from '../../../lib/tenant';
import { useLiveListings, useSentenceFilters } from '../api/search-live-listings';
import { useMapPoints } from '../api/search-map-points';
import { LandingBanners } from '../components/landing-banners';
import { LazySearchMap } from '../components/lazy-search-map';
import { SaveSearchDialog } from '../components/save-search-dialog';
import { SearchActions } from '../components/search-actions';
import { SearchFilters } from '../components/search-filters';
import { SearchResults } from '../components/search-results';
import { SentenceSearch } from '../components/sentence-search';
import { renderedOnServer } from '../../../lib/rendering';
import { UnderstoodChips } from '../components/understood-chips';
import {
  chipsOf,
  EMPTY_SEARCH,
  hasFilters,
  readSearch,
  searchBody,
  writeSearch,
  listingCount,
  type HomeSearch,
} from '../home-search';

const NO_POINTS: never[] = [];
const MAP_HEIGHT_WIDE = 'calc(100vh - 120px)';
const MAP_HEIGHT_PHONE = '65vh';

/** The site's home: banners, a search in plain words with filters, and the live listings. */
export function SiteHomePage() {
  const { t } = useLingui();
  const { site } = useTenant();
  const siteName = site.name;
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  const sentence = useSentenceFilters(search.q);
  const understood = sentence.data ?? null;
  // A sentence search waits for its meaning; a failed one searches with the other filters.
  const ready = search.q === '' || !sentence.isPending;
  const body = searchBody(search, understood);
  const results = useLiveListings(body, search.sort, ready);
  const onMap = search.view === 'map';
  // The list and the map are one search: the same body, the map's points all of its matches.
  const points = useMapPoints(body, ready && onMap);
  // Side by side on wide screens; on a phone the map takes the place of the list.
  // Read at once in the browser; a page the server rendered (which knows no width) takes it once
  // hydrated.
  const wide = useMediaQuery('(min-width: 62em)', true, {
    getInitialValueInEffect: renderedOnServer(),
  });
  const shown = formatNumber(points.data?.points.length ?? 0);
  const matched = formatCount(points.data?.total ?? 0, points.data?.totalCapped);
  const chips = understood ? chipsOf(understood, search) : [];
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    document.title = t`${siteName}: homes to buy, rent and stay`;
  }, [siteName, t]);

  const go = (next: HomeSearch) => setParams(writeSearch(next), { preventScrollReset: true });
  const clear = () => go({ ...EMPTY_SEARCH, view: search.view });

  return (
    <Container size="xl" px={{ base: 'sm', sm: 'md' }}>
      <PublicHeader />
      <PublicMain>
        <Stack gap="lg" pb="xl">
          <LandingBanners />
          <Stack gap={4}>
            <Title order={1} fz={{ base: 26, sm: 34 }}>
              <Trans>Find a place on {siteName}</Trans>
            </Title>
            <Text c="dimmed">
              <Trans>Homes and land to buy, rent and stay, listed by local agencies.</Trans>
            </Text>
          </Stack>
          <SentenceSearch
            value={search.q}
            onSearch={(q) => go({ ...EMPTY_SEARCH, q, view: search.view })}
          />
          <UnderstoodChips
            chips={chips}
            onRemove={(key) => go({ ...search, without: [...search.without, key] })}
          />
          <SearchFilters
            search={search}
            onChange={(next) => go({ ...search, ...next })}
            onClear={clear}
            canClear={hasFilters(search)}
            total={results.data?.pages[0]?.totalElements ?? null}
            capped={results.data?.pages[0]?.totalCapped}
          />
          <SearchActions
            sort={search.sort}
            onSort={(sort) => go({ ...search, sort })}
            onSave={() => setSaving(true)}
          >
            <SegmentedControl
              aria-label={t`Show the results`}
              value={search.view}
              onChange={(view) => go({ ...search, view })}
              data={[
                { value: 'list', label: t`List` },
                { value: 'map', label: t`Map` },
              ]}
              data-testid="view-toggle"
            />
          </SearchActions>
          {onMap ? (
            <SimpleGrid cols={wide ? 2 : 1} spacing="md">
              <Box>
                {!wide && (
                  <Text size="sm" c="dimmed" role="status" mb="xs" data-testid="map-count">
                    {listingCount(points.data?.total ?? 0, points.data?.totalCapped)}
                  </Text>
                )}
                <Box pos={wide ? 'sticky' : undefined} top={wide ? 12 : undefined}>
                  <LazySearchMap
                    points={points.data?.points ?? NO_POINTS}
                    area={search.area}
                    onArea={(area) => go({ ...search, area })}
                    height={wide ? MAP_HEIGHT_WIDE : MAP_HEIGHT_PHONE}
                  />
                  {points.data?.truncated && (
                    <Text size="xs" c="dimmed" mt={4}>
                      <Trans>
                        The map shows the newest {shown} of {matched} listings: draw a smaller area
                        to see them all.
                      </Trans>
                    </Text>
                  )}
                </Box>
              </Box>
              {wide && (
                <SearchResults
                  results={results}
                  onClear={clear}
                  filtered={hasFilters(search)}
                  besideMap
                />
              )}
            </SimpleGrid>
          ) : (
            <SearchResults results={results} onClear={clear} filtered={hasFilters(search)} />
          )}
          <SaveSearchDialog
            opened={saving}
            onClose={() => setSaving(false)}
            search={search}
            understood={understood}
            chips={chips}
          />
        </Stack>
      </PublicMain>
      <PublicFooter />
    </Container>
  );
}
