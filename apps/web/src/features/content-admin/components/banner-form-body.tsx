import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { BANNER_LIMITS } from '@propdesk/shared';
import { DateTimePicker } from '../../../components/date-time-picker';
import { optionalLabel } from '../../../components/optional-label';
import { fieldErrors } from '../../../lib/form-fields';
import { notifyError } from '../../../lib/notify';
import { useTenant } from '../../../lib/tenant';
import { zoneName } from '../../../lib/wall-clock';
import { useSaveBanner, useUploadBannerImage, type Banner } from '../api/banners';
import {
  bannerBodyOf,
  bannerFormErrors,
  bannerValuesOf,
  type BannerValues,
} from '../banner-form-values';
import { CroppedImageField } from '../../../components/cropped-image-field';

interface BannerFormBodyProps {
  /** The banner to edit; without it the form creates one at `nextPosition`. */
  banner?: Banner;
  nextPosition: number;
  onClose: () => void;
}

/** Title, subtitle, link, schedule and image: Save writes the fields, then uploads the image. */
export function BannerFormBody({ banner, nextPosition, onClose }: BannerFormBodyProps) {
  const { t } = useLingui();
  const { timeZone } = useTenant().site;
  // What the API holds: the banner being edited, or the one a first Save created.
  const [saved, setSaved] = useState<Banner | undefined>(banner);
  const [image, setImage] = useState<Blob | null>(null);
  const save = useSaveBanner();
  const upload = useUploadBannerImage();
  const form = useForm<BannerValues>({
    initialValues: bannerValuesOf(banner, timeZone),
    validate: (values) => bannerFormErrors(values, timeZone),
  });

  const uploadImage = (target: Banner) => {
    if (!image) return onClose();
    upload.mutate(
      { id: target.publicId, image },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t`Banner saved` });
          onClose();
        },
        // The fields are saved: a retry of Save only uploads the image again.
        onError: notifyError,
      },
    );
  };

  const submit = (values: BannerValues) => {
    const body = bannerBodyOf(values, timeZone, saved?.position ?? nextPosition);
    save.mutate(
      { id: saved?.publicId ?? null, body },
      {
        onSuccess: (result) => {
          setSaved(result);
          form.resetDirty();
          if (!image) notifications.show({ color: 'teal', message: t`Banner saved` });
          uploadImage(result);
        },
        onError: (error) => {
          notifyError(error);
          form.setErrors(fieldErrors(error));
        },
      },
    );
  };

  const busy = save.isPending || upload.isPending;
  const zone = zoneName(timeZone);
  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        <TextInput
          label={t`Title`}
          required
          maxLength={BANNER_LIMITS.title}
          data-autofocus
          {...form.getInputProps('title')}
        />
        <TextInput
          label={optionalLabel(t`Subtitle`)}
          maxLength={BANNER_LIMITS.subtitle}
          {...form.getInputProps('subtitle')}
        />
        <TextInput
          label={optionalLabel(t`Link`)}
          description={t`Where the banner leads: an address starting with https://`}
          type="url"
          {...form.getInputProps('linkUrl')}
        />
        <div>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <DateTimePicker
              label={t`Shown from`}
              placeholder={t`At once`}
              clearable
              clearButtonProps={{ 'aria-label': t`Clear the start` }}
              {...form.getInputProps('startsAt')}
            />
            <DateTimePicker
              label={t`Shown until`}
              placeholder={t`No end`}
              clearable
              clearButtonProps={{ 'aria-label': t`Clear the end` }}
              {...form.getInputProps('endsAt')}
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed" mt={6}>
            <Trans>
              Times are in <bdi>{timeZone}</bdi> ({zone})
            </Trans>
          </Text>
        </div>
        <CroppedImageField
          image="banner-image"
          previewWidth={480}
          current={saved?.image_url ?? null}
          pending={image}
          onPending={setImage}
          busy={busy}
          testId="banner-image"
        />
        <Text size="xs" c="dimmed">
          <Trans>
            A banner shows on the site home once it has an image and its schedule holds.
          </Trans>
        </Text>
      </Stack>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" loading={busy}>
          {saved ? <Trans>Save</Trans> : <Trans>Create</Trans>}
        </Button>
      </Group>
    </form>
  );
}
