import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  AMENITY_LIMITS,
  AMENITY_TYPES,
  amenityInputSchema,
  type AmenityType,
} from '@propdesk/shared';
import { fieldErrors } from '../../../lib/form-fields';
import { useEnumLabels } from '../../../lib/i18n/labels';
import { notifyError } from '../../../lib/notify';
import { useSaveAmenity, type Amenity, type AmenityFields } from '../api/amenities';
import type { EditorListing } from '../api/listing';
import { MapPositionField } from '../../../components/location-map/map-position-field';
import { usePickVerb } from '../../../components/location-map/use-pick-verb';
import { useReportUnsaved, useTabActive } from '../unsaved-tabs';
import { TYPED_TEXT } from '../typed-text';
import { validationMessage } from '../../../lib/i18n/validation';

interface Values {
  type: AmenityType | null;
  name: string;
  description: string;
  active: boolean;
  latitude: number | string;
  longitude: number | string;
}

const valuesOf = (amenity: Amenity | null): Values => ({
  type: amenity?.type ?? null,
  name: amenity?.name ?? '',
  description: amenity?.description ?? '',
  active: amenity?.active ?? true,
  latitude: amenity?.latitude ?? '',
  longitude: amenity?.longitude ?? '',
});

const number = (value: number | string) => (typeof value === 'number' ? value : undefined);

/** The body the API takes; blanks are left out so the shared rules name what is missing. */
const fieldsOf = (values: Values) => ({
  type: values.type ?? undefined,
  name: values.name,
  description: values.description,
  active: values.active,
  latitude: number(values.latitude),
  longitude: number(values.longitude),
});

/** The shared amenity rules ('Select the amenity type', 'Amenity requires a location'). */
function validate(values: Values): Record<string, string> {
  const parsed = amenityInputSchema.safeParse(fieldsOf(values));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues)
    errors[String(issue.path[0])] ??= validationMessage(issue.message);
  return errors;
}

export interface AmenityFormProps {
  listing: EditorListing;
  /** The amenity being edited, or null for a new one. */
  amenity: Amenity | null;
  opened: boolean;
  onClose: () => void;
}

function AmenityFormBody({ listing, amenity, onClose }: Omit<AmenityFormProps, 'opened'>) {
  const { t } = useLingui();
  const labels = useEnumLabels();
  const save = useSaveAmenity(listing.publicId);
  const form = useForm<Values>({ initialValues: valuesOf(amenity), validate });
  // The form's unsaved input counts as the amenities tab's.
  useReportUnsaved(form.isDirty());
  const latitude = number(form.values.latitude);
  const longitude = number(form.values.longitude);
  const point = latitude !== undefined && longitude !== undefined ? { latitude, longitude } : null;
  const listingPoint = { latitude: listing.latitude, longitude: listing.longitude };
  const pickVerb = usePickVerb();
  const locationError = (form.errors.latitude ?? form.errors.longitude) as string | undefined;

  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: amenity?.publicId ?? null, fields: fieldsOf(values) as AmenityFields },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t`Amenity saved` });
          onClose();
        },
        onError: (error) => {
          form.setErrors(fieldErrors(error));
          notifyError(error);
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t`Type`}
            placeholder={t`Pick a type`}
            required
            allowDeselect={false}
            data={AMENITY_TYPES.map((type) => ({ value: type, label: labels.amenityType(type) }))}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('type')}
          />
          <TextInput
            label={t`Name`}
            placeholder={form.values.type ? labels.amenityType(form.values.type) : undefined}
            styles={TYPED_TEXT}
            maxLength={AMENITY_LIMITS.name}
            {...form.getInputProps('name')}
          />
        </SimpleGrid>
        <Textarea
          label={t`Description`}
          styles={TYPED_TEXT}
          autosize
          minRows={2}
          maxRows={4}
          maxLength={AMENITY_LIMITS.description}
          {...form.getInputProps('description')}
        />
        <MapPositionField
          label={t`Location`}
          description={
            pickVerb === 'Tap'
              ? t`Tap the map where the amenity is: the pin marks it, the dot marks this listing.`
              : t`Click the map where the amenity is: the pin marks it, the dot marks this listing.`
          }
          required
          error={locationError}
          point={point}
          center={point ?? listingPoint}
          markerLabel={t`The amenity's position`}
          markers={[{ id: 'listing', label: t`This listing`, ...listingPoint }]}
          height={260}
          onPick={(picked) => form.setValues(picked)}
          latitude={form.getInputProps('latitude')}
          longitude={form.getInputProps('longitude')}
        />
        <Switch
          label={t`Active`}
          description={t`Only active amenities are shown to customers.`}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={save.isPending}>
            <Trans>Save amenity</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Add or edit one amenity in a modal; the point is picked on the map or typed. While another tab
 * of the editor is open the dialog is hidden, and it comes back as it was left.
 */
export function AmenityForm({ opened, onClose, ...props }: AmenityFormProps) {
  const { t } = useLingui();
  const active = useTabActive();
  return (
    <Modal
      opened={opened}
      // While another tab is open the dialog stays open but out of sight, letting the page
      // scroll and take the focus; its map keeps the size it was drawn at.
      style={active ? undefined : { display: 'none' }}
      lockScroll={active}
      trapFocus={active}
      closeOnEscape={active}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t`Close` }}
      title={props.amenity ? t`Edit amenity` : t`Add amenity`}
      size="lg"
      centered
    >
      {opened && <AmenityFormBody {...props} onClose={onClose} />}
    </Modal>
  );
}
