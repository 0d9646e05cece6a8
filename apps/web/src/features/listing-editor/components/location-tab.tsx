import { useCallback, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, NumberInput, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useCities, useCountries, useSuburbs } from '../../../lib/queries/locations';
import type { DraftValues } from '../draft-form';
import { LazyLocationMap } from '../../../components/location-map/lazy-location-map';
import type { MapPoint } from '../../../components/location-map/location-map';
import { usePickVerb } from '../../../components/location-map/use-pick-verb';

interface LocationTabProps {
  form: UseFormReturnType<DraftValues>;
  /** Where the map looks (a picked suburb or search result); the marker otherwise. */
  center: MapPoint | null;
  onCenter: (point: MapPoint | null) => void;
  /** Called after the marker moves, for the nearest-suburb suggestion. */
  onPicked?: (point: MapPoint) => void;
  /** The place search box and the nearest-suburb suggestion, when the site offers them. */
  search?: ReactNode;
  suggestion?: ReactNode;
}

const COORDINATE_DECIMALS = 6;
/** A coordinate to 6 decimals (about 10 cm), as the fields show it. */
export const roundCoordinate = (value: number) => Number(value.toFixed(COORDINATE_DECIMALS));

/** Country, city and suburb; the position on the map (click or drag), altitude and map display. */
export function LocationTab({
  form,
  center,
  onCenter,
  onPicked,
  search,
  suggestion,
}: LocationTabProps) {
  const { countryId, cityId, latitude, longitude } = form.values;
  const countries = useCountries();
  const cities = useCities(countryId);
  const suburbs = useSuburbs(cityId);
  const { t } = useLingui();
  const pickVerb = usePickVerb();
  const marker =
    typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : null;

  const pick = useCallback(
    (point: MapPoint) => {
      const rounded = {
        latitude: roundCoordinate(point.latitude),
        longitude: roundCoordinate(point.longitude),
      };
      form.setValues(rounded);
      onPicked?.(rounded);
    },
    [form, onPicked],
  );

  const options = (list: { publicId: string; name: string }[] | undefined) =>
    (list ?? []).map((item) => ({ value: item.publicId, label: item.name }));

  return (
    <Stack gap="md">
      {search}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Select
          label={t`Country`}
          placeholder={t`Choose a country`}
          searchable
          allowDeselect={false}
          data={options(countries.data?.content)}
          value={countryId}
          onChange={(value) => form.setValues({ countryId: value, cityId: null, suburb: null })}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t`City`}
          placeholder={countryId ? t`Choose a city` : t`Choose a country first`}
          searchable
          allowDeselect={false}
          disabled={!countryId}
          data={options(cities.data?.content)}
          value={cityId}
          onChange={(value) => form.setValues({ cityId: value, suburb: null })}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t`Suburb`}
          withAsterisk
          placeholder={cityId ? t`Choose a suburb` : t`Choose a city first`}
          searchable
          allowDeselect={false}
          disabled={!cityId}
          data={options(suburbs.data?.content)}
          data-tour="suburb"
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('suburb')}
          onChange={(value) => {
            form.setFieldValue('suburb', value);
            const place = suburbs.data?.content.find((s) => s.publicId === value);
            if (place) onCenter({ latitude: place.latitude, longitude: place.longitude });
          }}
        />
      </SimpleGrid>
      <div data-tour="map">
        <Text size="sm" fw={500} mb={4}>
          <Trans>Position on the map</Trans>
        </Text>
        <Text size="xs" c="dimmed" mb={8}>
          {pickVerb === 'Tap' ? (
            <Trans>Tap the map or drag the pin to where the property is.</Trans>
          ) : (
            <Trans>Click the map or drag the pin to where the property is.</Trans>
          )}
        </Text>
        <LazyLocationMap center={center ?? marker} marker={marker} onPick={pick} height={340} />
      </div>
      {suggestion}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {/* Coordinates read left to right in every language: '-17.8', not '17.8-'. */}
        <NumberInput
          label={t`Latitude`}
          dir="ltr"
          withAsterisk
          decimalScale={COORDINATE_DECIMALS}
          min={-90}
          max={90}
          {...form.getInputProps('latitude')}
        />
        <NumberInput
          label={t`Longitude`}
          dir="ltr"
          withAsterisk
          decimalScale={COORDINATE_DECIMALS}
          min={-180}
          max={180}
          {...form.getInputProps('longitude')}
        />
        <NumberInput
          label={t`Altitude (m)`}
          dir="ltr"
          description={t`Optional`}
          decimalScale={1}
          {...form.getInputProps('altitude')}
        />
      </SimpleGrid>
      <Group>
        <Switch
          label={t`Show the map on the public listing`}
          {...form.getInputProps('displayMap', { type: 'checkbox' })}
        />
      </Group>
    </Stack>
  );
}
