import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Input, NumberInput, SimpleGrid, type NumberInputProps } from '@mantine/core';
import { LazyLocationMap } from './lazy-location-map';
import type { MapPlace, MapPoint } from './location-map';

/** What `form.getInputProps` gives a coordinate's input. */
type CoordinateInput = Pick<NumberInputProps, 'value' | 'onChange' | 'onBlur' | 'onFocus'> & {
  error?: ReactNode;
};

interface MapPositionFieldProps {
  label: string;
  description: string;
  required?: boolean;
  /** The field's error, shown under the label; the inputs only turn red. */
  error?: ReactNode;
  /** The picked point, or null while none is. */
  point: MapPoint | null;
  /** Where the map looks before a point is picked; the point itself by default. */
  center?: MapPoint | null;
  markerLabel: string;
  markers?: MapPlace[];
  height: number;
  /** A click or a dropped pin, rounded to 6 decimals (about 10 cm). */
  onPick: (point: MapPoint) => void;
  latitude: CoordinateInput;
  longitude: CoordinateInput;
  testId?: string;
}

const rounded = (value: number) => Number(value.toFixed(6));

/**
 * A position picked on a map or typed as latitude and longitude (an amenity, a site office):
 * the two stay in step, since both come from one form's values.
 */
export function MapPositionField({
  label,
  description,
  required,
  error,
  point,
  center,
  markerLabel,
  markers,
  height,
  onPick,
  latitude,
  longitude,
  testId,
}: MapPositionFieldProps) {
  const { t } = useLingui();
  return (
    <>
      <Input.Wrapper label={label} description={description} required={required} error={error}>
        <div style={{ marginTop: 6 }} data-testid={testId}>
          <LazyLocationMap
            center={center ?? point}
            marker={point}
            markerLabel={markerLabel}
            markers={markers}
            onPick={(picked) =>
              onPick({ latitude: rounded(picked.latitude), longitude: rounded(picked.longitude) })
            }
            height={height}
          />
        </div>
      </Input.Wrapper>
      <SimpleGrid cols={2} spacing="md">
        <NumberInput
          label={t`Latitude`}
          dir="ltr"
          min={-90}
          max={90}
          decimalScale={6}
          {...latitude}
          error={latitude.error ? true : undefined}
        />
        <NumberInput
          label={t`Longitude`}
          dir="ltr"
          min={-180}
          max={180}
          decimalScale={6}
          {...longitude}
          error={longitude.error ? true : undefined}
        />
      </SimpleGrid>
    </>
  );
}
