import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Group,
  Input,
  Progress,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Slider,
  type SliderProps,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  WATERMARK_LIMITS,
  watermarkBody,
  type WatermarkFields,
  type WatermarkMode,
  type WatermarkPosition,
} from '@propdesk/shared';
import { errorMessage } from '../../../lib/api-client';
import { translatedResolver } from '../../../lib/form-fields';
import { formatNumber } from '../../../lib/format';
import { useSiteWatermark, useUpdateSiteWatermark, type SiteWatermark } from '../api/watermark';
import { SettingsFormCard, useSettingsSave } from './settings-form-card';
import { WatermarkPreview } from './watermark-preview';

const valuesOf = (saved: SiteWatermark): WatermarkFields => ({
  mode: saved.mode,
  text: saved.text,
  position: saved.position,
  opacity: saved.opacity,
  size: saved.size,
});

/** How far the re-render of the photos is, as the server counts it (read again while it runs). */
function RerenderProgress({ rerender }: { rerender: SiteWatermark['rerender'] }) {
  const { t } = useLingui();
  if (rerender.status === 'IDLE') return null;
  const running = rerender.status === 'RUNNING';
  const done = formatNumber(rerender.done);
  const total = formatNumber(rerender.total);
  const failed = formatNumber(rerender.failed);
  const percent = rerender.total ? Math.round((rerender.done / rerender.total) * 100) : 100;
  return (
    <Stack gap={6} data-testid="watermark-progress">
      <Progress
        value={percent}
        size="lg"
        radius="md"
        striped={running}
        animated={running}
        color={running ? 'blue' : 'teal'}
        aria-label={t`Photos re-rendered`}
      />
      <Text size="sm" aria-live="polite" data-testid="watermark-progress-text">
        {running ? (
          <Trans>
            Re-rendering the photos: {done} of {total}. It goes on if you leave this page.
          </Trans>
        ) : rerender.total === 0 ? (
          <Trans>
            The site has no listing or unit photos yet: new ones get the current setting.
          </Trans>
        ) : (
          <Trans>All {total} listing and unit photos show the current setting.</Trans>
        )}
      </Text>
      {rerender.failed > 0 && (
        <Alert color="red" variant="light" role="status" data-testid="watermark-failed">
          <Trans>
            Photos that could not be re-rendered: {failed}. Their originals could not be read; they
            keep their earlier look.
          </Trans>
        </Alert>
      )}
    </Stack>
  );
}

const percent = (value: number) => `${formatNumber(value)}\u00a0%`;

interface PercentSliderProps extends Omit<SliderProps, 'label'> {
  label: string;
  error?: ReactNode;
}

/** A slider of a percentage, its name with the value beside it. */
function PercentSlider({ label, error, ...slider }: PercentSliderProps) {
  return (
    <Input.Wrapper
      label={
        <>
          {label}
          <Text span size="sm" c="dimmed" ms={6} fw={400}>
            {percent(slider.value ?? slider.min ?? 0)}
          </Text>
        </>
      }
      error={error}
    >
      <Slider {...slider} label={percent} />
    </Input.Wrapper>
  );
}

function WatermarkFormLoaded({
  saved,
  onDirtyChange,
}: {
  saved: SiteWatermark;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useLingui();
  const update = useUpdateSiteWatermark();
  const form = useForm<WatermarkFields>({
    initialValues: valuesOf(saved),
    validate: translatedResolver(watermarkBody),
  });
  const save = useSettingsSave(form, valuesOf, t`Watermark saved`, onDirtyChange);
  const submit = form.onSubmit((values) => update.mutate(watermarkBody.parse(values), save));
  const on = form.values.mode === 'TEXT';
  const textMax = WATERMARK_LIMITS.textMax;
  const positions: { value: WatermarkPosition; label: string }[] = [
    { value: 'TOP_LEFT', label: t`Top left` },
    { value: 'TOP_RIGHT', label: t`Top right` },
    { value: 'CENTER', label: t`Centre` },
    { value: 'BOTTOM_LEFT', label: t`Bottom left` },
    { value: 'BOTTOM_RIGHT', label: t`Bottom right` },
  ];

  return (
    <SettingsFormCard
      id="site-watermark-title"
      title={<Trans>Watermark</Trans>}
      description={
        <Trans>
          A line of text on the public listing and unit photos (thumbnails, cards and full size).
          The original photos are never changed. A change re-renders every photo in the background.
        </Trans>
      }
      submitLabel={<Trans>Save watermark</Trans>}
      onSubmit={submit}
      dirty={save.dirty}
      pending={update.isPending}
      onDiscard={() => form.reset()}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="md">
          <Input.Wrapper label={t`Mark`} id="watermark-mode-label">
            <SegmentedControl<WatermarkMode>
              fullWidth
              aria-labelledby="watermark-mode-label"
              data={[
                { value: 'OFF', label: t`No mark` },
                { value: 'TEXT', label: t`Text` },
              ]}
              {...form.getInputProps('mode')}
            />
          </Input.Wrapper>
          <TextInput
            label={t`Watermark text`}
            description={t`One line, at most ${textMax} characters`}
            required={on}
            disabled={!on}
            maxLength={WATERMARK_LIMITS.textMax}
            {...form.getInputProps('text')}
          />
          <Select
            label={t`Place on the photo`}
            allowDeselect={false}
            disabled={!on}
            data={positions}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('position')}
          />
          <PercentSlider
            label={t`Opacity`}
            thumbLabel={t`Opacity`}
            min={WATERMARK_LIMITS.opacityMin}
            max={WATERMARK_LIMITS.opacityMax}
            step={5}
            disabled={!on}
            {...form.getInputProps('opacity')}
          />
          <PercentSlider
            label={t`Text size (share of the photo's width)`}
            thumbLabel={t`Text size`}
            min={WATERMARK_LIMITS.sizeMin}
            max={WATERMARK_LIMITS.sizeMax}
            step={1}
            disabled={!on}
            {...form.getInputProps('size')}
          />
        </Stack>
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            <Trans>Preview</Trans>
          </Text>
          <WatermarkPreview mark={form.values} />
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              <Trans>A sample photo, marked as your photos will be.</Trans>
            </Text>
          </Group>
        </Stack>
      </SimpleGrid>
      <RerenderProgress rerender={saved.rerender} />
    </SettingsFormCard>
  );
}

/** The site's watermark: its setting with a preview, and the progress of the photos' re-render. */
export function WatermarkForm({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const watermark = useSiteWatermark();
  if (!watermark.data) {
    return watermark.isError ? (
      <Alert color="red" role="alert">
        {errorMessage(watermark.error)}
      </Alert>
    ) : (
      <Skeleton height={320} radius="md" />
    );
  }
  return <WatermarkFormLoaded saved={watermark.data} onDirtyChange={onDirtyChange} />;
}
