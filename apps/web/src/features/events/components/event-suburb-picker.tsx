import { useEffect } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { LocationFields } from '../../../components/location-fields';
import { useSuburbDetail } from '../../../lib/queries/locations';
import type { EventValues } from '../event-form-values';

/**
 * Country, city and suburb, as the listing editor picks a suburb; an event's saved suburb
 * fills in its city and country once they are known.
 */
export function EventSuburbPicker({ form }: { form: UseFormReturnType<EventValues> }) {
  const { countryId, cityId, suburbId } = form.values;
  const saved = useSuburbDetail(suburbId && !cityId ? suburbId : null);
  const place = saved.data;

  useEffect(() => {
    if (place) form.setValues({ countryId: place.country.publicId, cityId: place.city.publicId });
    // The form object changes every render; the place alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [place]);

  return (
    <LocationFields
      country={countryId}
      city={cityId}
      suburb={suburbId}
      suburbError={form.errors.suburbId as string | undefined}
      onChange={(next) =>
        form.setValues({ countryId: next.country, cityId: next.city, suburbId: next.suburb })
      }
    />
  );
}
