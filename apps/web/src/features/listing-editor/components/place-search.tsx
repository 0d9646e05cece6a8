import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Autocomplete, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { PLACE_SEARCH_MIN_LENGTH, usePlaceSearch } from '../api/place-lookup';
import type { MapPoint } from '../../../components/location-map/location-map';

export interface FoundPlace extends MapPoint {
  countryId?: string;
  cityId?: string;
  suburbId?: string;
}

/** Finds a place by name; picking one moves the map there (and a suburb fills the selects). */
export function PlaceSearch({ onFound }: { onFound: (place: FoundPlace) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const least = PLACE_SEARCH_MIN_LENGTH;
  const [query] = useDebouncedValue(text.trim(), 300);
  const search = usePlaceSearch(query);
  const results = query.length >= PLACE_SEARCH_MIN_LENGTH ? (search.data ?? []) : [];

  return (
    <Autocomplete
      label={t`Find a place`}
      description={t`${plural(least, {
        one: 'Type at least # character: a suburb, city or country',
        other: 'Type at least # characters: a suburb, city or country',
      })}`}
      placeholder={t`e.g. Avondale`}
      leftSection={<IconSearch size={16} />}
      rightSection={search.isFetching ? <Loader size={14} /> : null}
      value={text}
      onChange={setText}
      data={[...new Set(results.map((place) => place.display_name))]}
      filter={({ options }) => options}
      comboboxProps={{ withinPortal: true }}
      onOptionSubmit={(value) => {
        const place = results.find((p) => p.display_name === value);
        if (!place) return;
        onFound({
          latitude: place.lat,
          longitude: place.lon,
          countryId: place.countryId,
          cityId: place.cityId,
          suburbId: place.suburbId,
        });
      }}
      data-testid="place-search"
    />
  );
}
