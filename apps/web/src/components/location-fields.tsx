import { useLingui } from '@lingui/react/macro';
import { Select, SimpleGrid } from '@mantine/core';
import { useCities, useCountries, useSuburbs } from '../lib/queries/locations';

interface LocationFieldsProps {
  country: string | null;
  city: string | null;
  suburb: string | null;
  onChange: (next: { country: string | null; city: string | null; suburb: string | null }) => void;
  /** Shown on the country (the profile's place) or on the suburb (an event's). */
  error?: string;
  suburbError?: string;
  /** Leave out a list with one choice only (taking that choice): the public search's filters. */
  skipSingleChoice?: boolean;
}

const options = (items: { publicId: string; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: item.publicId, label: item.name }));

/**
 * Country, city and suburb pickers (the agency profile, the event modal); choosing a place clears
 * the places under it.
 */
export function LocationFields({
  country,
  city,
  suburb,
  onChange,
  error,
  suburbError,
  skipSingleChoice = false,
}: LocationFieldsProps) {
  const { t } = useLingui();
  const countries = useCountries();
  const only = (items: { publicId: string }[] | undefined) =>
    skipSingleChoice && items?.length === 1 ? items[0]!.publicId : null;
  const onlyCountry = only(countries.data?.content);
  const countryShown = country ?? onlyCountry;
  const cities = useCities(countryShown);
  const onlyCity = only(cities.data?.content);
  const cityShown = city ?? onlyCity;
  const suburbs = useSuburbs(cityShown);
  const lists = 1 + (onlyCountry ? 0 : 1) + (onlyCity ? 0 : 1);
  return (
    <SimpleGrid cols={{ base: 1, sm: lists }} spacing="md">
      {!onlyCountry && (
        <Select
          label={t`Country`}
          placeholder={t`Choose a country`}
          data={options(countries.data?.content)}
          value={country}
          onChange={(value) => onChange({ country: value, city: null, suburb: null })}
          searchable
          error={error}
        />
      )}
      {!onlyCity && (
        <Select
          label={t`City`}
          placeholder={countryShown ? t`Choose a city` : t`Choose a country first`}
          data={options(cities.data?.content)}
          value={city}
          disabled={!countryShown}
          onChange={(value) => onChange({ country: countryShown, city: value, suburb: null })}
          searchable
          clearable
        />
      )}
      <Select
        label={t`Suburb`}
        placeholder={cityShown ? t`Choose a suburb` : t`Choose a city first`}
        data={options(suburbs.data?.content)}
        value={suburb}
        disabled={!cityShown}
        onChange={(value) => onChange({ country: countryShown, city: cityShown, suburb: value })}
        searchable
        clearable
        error={suburbError}
      />
    </SimpleGrid>
  );
}
