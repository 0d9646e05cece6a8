import { useEffect } from 'react';
import { Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  useCities,
  useCountries,
  useSuburbDetail,
  useSuburbs,
} from '../../../lib/queries/locations';
import type { EventValues } from '../event-form-values';

const options = (items: { publicId: string; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: item.publicId, label: item.name }));

/**
 * Country, city and suburb, as the listing editor picks a suburb; an event's saved suburb
 * fills in its city and country once they are known.
 */
export function EventSuburbPicker({ form }: { form: UseFormReturnType<EventValues> }) {
  const { countryId, cityId, suburbId } = form.values;
  const countries = useCountries();
  const cities = useCities(countryId);
  const suburbs = useSuburbs(cityId);
  const saved = useSuburbDetail(suburbId && !cityId ? suburbId : null);
  const place = saved.data;

  useEffect(() => {
    if (place) form.setValues({ countryId: place.country.publicId, cityId: place.city.publicId });
    // The form object changes every render; the place alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [place]);

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Select
        label="Country"
        placeholder="Choose a country"
        data={options(countries.data?.content)}
        value={countryId}
        onChange={(value) => form.setValues({ countryId: value, cityId: null, suburbId: null })}
        searchable
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="City"
        placeholder={countryId ? 'Choose a city' : 'Choose a country first'}
        data={options(cities.data?.content)}
        value={cityId}
        disabled={!countryId}
        onChange={(value) => form.setValues({ cityId: value, suburbId: null })}
        searchable
        clearable
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Suburb"
        placeholder={cityId ? 'Choose a suburb' : 'Choose a city first'}
        data={options(suburbs.data?.content)}
        disabled={!cityId}
        searchable
        clearable
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('suburbId')}
      />
    </SimpleGrid>
  );
}
