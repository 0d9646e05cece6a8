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
}: LocationFieldsProps) {
  const countries = useCountries();
  const cities = useCities(country);
  const suburbs = useSuburbs(city);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Select
        label="Country"
        placeholder="Choose a country"
        data={options(countries.data?.content)}
        value={country}
        onChange={(value) => onChange({ country: value, city: null, suburb: null })}
        searchable
        error={error}
      />
      <Select
        label="City"
        placeholder={country ? 'Choose a city' : 'Choose a country first'}
        data={options(cities.data?.content)}
        value={city}
        disabled={!country}
        onChange={(value) => onChange({ country, city: value, suburb: null })}
        searchable
        clearable
      />
      <Select
        label="Suburb"
        placeholder={city ? 'Choose a suburb' : 'Choose a city first'}
        data={options(suburbs.data?.content)}
        value={suburb}
        disabled={!city}
        onChange={(value) => onChange({ country, city, suburb: value })}
        searchable
        clearable
        error={suburbError}
      />
    </SimpleGrid>
  );
}
