import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Autocomplete, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';

/** The places a search narrows to: a suburb carries its city and country, a city its country. */
export interface ChosenPlace {
  country: string;
  city: string;
  suburb: string | null;
}

const MIN_LENGTH = 2;

/**
 * 'Suburb or city': the site's own places found by name as the customer types
 * (GET /api/v2/locations/search); choosing one sets country, city and suburb at once.
 */
export function PlaceNameSearch({ onChoose }: { onChoose: (place: ChosenPlace) => void }) {
  const { t } = useLingui();
  const { api, slug } = useTenant();
  const [text, setText] = useState('');
  const [name] = useDebouncedValue(text.trim(), 250);
  const found = useQuery({
    queryKey: queryKeys.placesNamed(slug, name),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v2/locations/search', { params: { query: { name } }, signal })),
    enabled: name.length >= MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 30 * 60_000,
  });
  const places = name.length >= MIN_LENGTH ? (found.data?.content ?? []) : [];
  const labelOf = (place: (typeof places)[number]) =>
    [place.name, place.city?.name, place.country.name].filter(Boolean).join(', ');

  return (
    <Autocomplete
      label={t`Suburb or city`}
      placeholder={t`Type a suburb or city, e.g. Avondale`}
      leftSection={<IconSearch size={16} />}
      rightSection={found.isFetching ? <Loader size={14} /> : null}
      value={text}
      onChange={setText}
      data={[...new Set(places.map(labelOf))]}
      // The server has matched the name already: show what it found.
      filter={({ options }) => options}
      comboboxProps={{ withinPortal: true }}
      onOptionSubmit={(label) => {
        const place = places.find((p) => labelOf(p) === label);
        if (!place) return;
        onChoose(
          place.kind === 'SUBURB'
            ? {
                country: place.country.publicId,
                city: place.city!.publicId,
                suburb: place.publicId,
              }
            : { country: place.country.publicId, city: place.publicId, suburb: null },
        );
      }}
      data-testid="place-name-search"
    />
  );
}
