import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Container, Stack, Text, Title } from '@mantine/core';
import { PublicFooter } from '../../../components/public-footer';
import { PublicHeader } from '../../../components/public-header';
import { PublicMain } from '../../../components/public-main';
import { useTenant } from '../../../lib/tenant';
import { useLiveListings, useSentenceFilters } from '../api/search-live-listings';
import { LandingBanners } from '../components/landing-banners';
import { SaveSearchDialog } from '../components/save-search-dialog';
import { SearchActions } from '../components/search-actions';
import { SearchFilters } from '../components/search-filters';
import { SearchResults } from '../components/search-results';
import { SentenceSearch } from '../components/sentence-search';
import { UnderstoodChips } from '../components/understood-chips';
import {
  chipsOf,
  EMPTY_SEARCH,
  hasFilters,
  readSearch,
  searchBody,
  writeSearch,
  type HomeSearch,
} from '../home-search';

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
  const results = useLiveListings(searchBody(search, understood), search.sort, ready);
  const chips = understood ? chipsOf(understood, search) : [];
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    document.title = t`${siteName}: homes to buy, rent and stay`;
  }, [siteName, t]);

  const go = (next: HomeSearch) => setParams(writeSearch(next), { preventScrollReset: true });
  const clear = () => go(EMPTY_SEARCH);

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
          <SentenceSearch value={search.q} onSearch={(q) => go({ ...EMPTY_SEARCH, q })} />
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
          />
          <SearchActions
            sort={search.sort}
            onSort={(sort) => go({ ...search, sort })}
            onSave={() => setSaving(true)}
          />
          <SearchResults results={results} onClear={clear} filtered={hasFilters(search)} />
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
