import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { SITE_ADDRESS_LIMITS } from '@propdesk/shared';
import { MapPositionField } from '../../../components/location-map/map-position-field';
import { usePickVerb } from '../../../components/location-map/use-pick-verb';
import { fieldErrors } from '../../../lib/form-fields';
import { notifyError } from '../../../lib/notify';
import type { SiteOffice } from '../../../lib/queries/site-offices';
import { useSaveOffice } from '../api/offices';
import {
  officeBody,
  officeFormValues,
  validateOffice,
  type OfficeFormValues,
} from '../office-form-values';

interface OfficeFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The office to edit; without it the modal adds one after the others. */
  office: SiteOffice | null;
  nextPosition: number;
}

const numberOrNull = (value: number | string) => (typeof value === 'number' ? value : null);

function OfficeFormBody({ office, nextPosition, onClose }: Omit<OfficeFormModalProps, 'opened'>) {
  const { t } = useLingui();
  const save = useSaveOffice();
  const form = useForm<OfficeFormValues>({
    initialValues: officeFormValues(office),
    validate: validateOffice,
  });
  const latitude = numberOrNull(form.values.latitude);
  const longitude = numberOrNull(form.values.longitude);
  const point = latitude !== null && longitude !== null ? { latitude, longitude } : null;
  const pickVerb = usePickVerb();
  const positionError = (form.errors.latitude ?? form.errors.longitude) as string | undefined;

  const submit = form.onSubmit((values) =>
    save.mutate(
      {
        id: office?.publicId ?? null,
        body: officeBody(values, office?.position ?? nextPosition),
      },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            message: office ? t`Office saved` : t`Office added`,
          });
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
        <TextInput
          label={t`Label`}
          placeholder={t`Head office`}
          required
          maxLength={SITE_ADDRESS_LIMITS.label}
          data-autofocus
          {...form.getInputProps('label')}
        />
        <TextInput
          label={t`Street`}
          required
          autoComplete="street-address"
          maxLength={SITE_ADDRESS_LIMITS.street}
          {...form.getInputProps('street')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t`City`}
            required
            autoComplete="address-level2"
            maxLength={SITE_ADDRESS_LIMITS.city}
            {...form.getInputProps('city')}
          />
          <TextInput
            label={t`Country`}
            required
            autoComplete="country-name"
            maxLength={SITE_ADDRESS_LIMITS.country}
            {...form.getInputProps('country')}
          />
          <TextInput
            label={t`Phone`}
            type="tel"
            autoComplete="tel"
            dir="ltr"
            {...form.getInputProps('phone')}
          />
          <TextInput
            label={t`Email`}
            type="email"
            dir="ltr"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        <MapPositionField
          label={t`Map position`}
          description={
            pickVerb === 'Tap'
              ? t`Tap the map where the office is, or type its coordinates.`
              : t`Click the map where the office is, or type its coordinates.`
          }
          error={positionError}
          point={point}
          markerLabel={t`The office's position`}
          height={240}
          onPick={(picked) => form.setValues(picked)}
          latitude={form.getInputProps('latitude')}
          longitude={form.getInputProps('longitude')}
          testId="office-map"
        />
        <Group justify="space-between" gap="sm">
          <Button
            variant="subtle"
            color="gray"
            disabled={!point}
            onClick={() => form.setValues({ latitude: '', longitude: '' })}
          >
            <Trans>Clear position</Trans>
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={save.isPending}>
              {office ? t`Save office` : t`Add office`}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** Add or edit one office in a modal; its position is picked on the map or typed. */
export function OfficeFormModal({ opened, onClose, ...props }: OfficeFormModalProps) {
  const { t } = useLingui();
  const phone = useMediaQuery('(max-width: 575.98px)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t`Close` }}
      title={props.office ? t`Edit office` : t`Add office`}
      size="lg"
      fullScreen={phone}
      centered
    >
      {/* A fresh form each time it opens, so a closed modal keeps nothing of the last office. */}
      {opened && <OfficeFormBody {...props} onClose={onClose} />}
    </Modal>
  );
}
