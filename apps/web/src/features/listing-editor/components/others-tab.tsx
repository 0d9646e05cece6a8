import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  AREA_TYPES,
  LISTING_CATEGORIES,
  propertyUpdateSchema,
  type AreaType,
} from '@propdesk/shared';
import { AmountInput } from '../../../components/amount-input';
import { LISTING_CATEGORY_MESSAGES, useEnumLabels } from '../../../lib/i18n/labels';
import { amountErrors, MONEY } from '../../../lib/amount';
import { fieldErrors } from '../../../lib/form-fields';
import { ArchiveConfirmModal } from '../../../components/archive-confirm-modal';
import { notifyError } from '../../../lib/notify';
import { useUpdateListing, type EditorListing } from '../api/listing';
import { keepTypedSince } from '../draft-merge';
import { useTabAutosave } from '../use-tab-autosave';
import { AutosaveStatus } from './autosave-status';
import { ConflictModal } from './conflict-modal';
import { DeleteListingCard } from './delete-listing-card';
import { YearBuiltSelect } from './year-built-select';
import { useReportUnsaved } from '../unsaved-tabs';
import { validationMessage } from '../../../lib/i18n/validation';

interface Values {
  area: number | string;
  areaType: AreaType;
  built: string | null;
  listingCategory: EditorListing['listingCategory'];
  tourUrl: string;
}

const LISTING_CATEGORY_LABELS: Record<EditorListing['listingCategory'], MessageDescriptor> =
  LISTING_CATEGORY_MESSAGES;

function valuesOf(listing: EditorListing): Values {
  return {
    area: listing.area ?? '',
    areaType: listing.areaType,
    built: listing.built ? String(new Date(listing.built).getUTCFullYear()) : null,
    listingCategory: listing.listingCategory,
    tourUrl: listing.tourUrl ?? '',
  };
}

const FIELDS = ['area', 'areaType', 'built', 'listingCategory', 'tourUrl'] as const;

const bodyOf = (values: Values) => ({
  area: typeof values.area === 'number' ? values.area : null,
  areaType: values.areaType,
  built: values.built,
  listingCategory: values.listingCategory,
  tourUrl: values.tourUrl.trim() || null,
});

/** Validated by the shared update rules, so the form refuses what the API would. */
function validate(values: Values): Record<string, string> {
  const parsed = propertyUpdateSchema.safeParse(bodyOf(values));
  const unread = amountErrors(values, { area: MONEY });
  if (parsed.success) return unread;
  return {
    ...Object.fromEntries(
      parsed.error.issues.map((i) => [String(i.path[0]), validationMessage(i.message)]),
    ),
    ...unread,
  };
}

/** Archiving is an action of its own: confirmed apart from the form, applied at once. */
function ArchiveSwitch({ listing }: { listing: EditorListing }) {
  const { t } = useLingui();
  const update = useUpdateListing(listing.publicId);
  const [confirming, setConfirming] = useState(false);
  const archiving = !listing.archived;
  const close = () => setConfirming(false);
  const confirm = () =>
    update.mutate(
      { body: { archived: archiving } },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t`Property saved` });
          close();
        },
        onError: notifyError,
      },
    );

  return (
    <>
      <Switch
        label={t`Archived`}
        description={t`An archived listing is hidden from customers; you can unarchive it later.`}
        checked={listing.archived}
        onChange={() => setConfirming(true)}
        disabled={update.isPending}
      />
      <ArchiveConfirmModal
        opened={confirming}
        name={listing.name}
        archiving={archiving}
        busy={update.isPending}
        onConfirm={confirm}
        onClose={close}
      />
    </>
  );
}

/** The others tab: area and unit, year built, listing category, archiving, and the danger zone. */
export function OthersTab({ listing }: { listing: EditorListing }) {
  const { t } = useLingui();
  const labels = useEnumLabels();
  const form = useForm<Values>({ initialValues: valuesOf(listing), validate });
  const autosave = useTabAutosave({
    listing,
    values: form.values,
    valuesOf,
    fields: FIELDS,
    bodyOf,
    check: () => !form.validate().hasErrors,
    show: (values) => {
      form.setValues(values);
      form.clearErrors();
    },
    onStored: (saved, sent) => {
      const stored = valuesOf(saved);
      form.setInitialValues(stored);
      form.setValues(keepTypedSince(sent, form.getValues(), stored, FIELDS));
      form.resetDirty(stored);
    },
    onRefused: (error) => form.setErrors(fieldErrors(error)),
  });
  useReportUnsaved(autosave.unsaved);

  const submit = form.onSubmit((values) => autosave.saveNow(values));

  return (
    <Stack gap="lg">
      <Card padding="lg" withBorder>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Title order={2} size="h4">
              <Trans>Other details</Trans>
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <AmountInput label={t`Area`} {...form.getInputProps('area')} />
              <Select
                label={t`Area unit`}
                data={AREA_TYPES.map((unit) => ({ value: unit, label: labels.areaType(unit) }))}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps('areaType')}
              />
              <YearBuiltSelect
                value={form.values.built}
                onChange={(year) => form.setFieldValue('built', year)}
                error={form.errors.built as string | undefined}
              />
              <Select
                label={t`Listing category`}
                description={t`Standard, unless the site has agreed to feature this listing`}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                data={LISTING_CATEGORIES.map((c) => ({
                  value: c,
                  label: t(LISTING_CATEGORY_LABELS[c]),
                }))}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps('listingCategory')}
              />
            </SimpleGrid>
            <TextInput
              type="url"
              inputMode="url"
              label={t`Video or virtual tour`}
              description={t`A link to a YouTube or Vimeo video, or to a Matterport or Kuula tour. Visitors load it with a click.`}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              placeholder="https://www.youtube.com/watch?v=…"
              dir="ltr"
              autoComplete="off"
              {...form.getInputProps('tourUrl')}
            />
            <AutosaveStatus state={autosave.state} onChoose={autosave.chooseNow} />
            <Group justify="flex-end" gap="sm">
              <Button
                variant="default"
                onClick={autosave.discard}
                disabled={!autosave.changed || autosave.busy}
              >
                <Trans>Discard</Trans>
              </Button>
              <Button type="submit" loading={autosave.savingNow}>
                <Trans>Save</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
      <Card padding="lg" withBorder>
        <Stack gap="xs">
          <Title order={2} size="h4">
            <Trans>Visibility</Trans>
          </Title>
          <ArchiveSwitch listing={listing} />
        </Stack>
      </Card>
      <DeleteListingCard listing={listing} />
      {autosave.choosing && autosave.conflict && (
        <ConflictModal
          conflicts={autosave.conflict.conflicts}
          names={{
            listingCategory: (c) =>
              t(LISTING_CATEGORY_LABELS[c as EditorListing['listingCategory']]),
            areaType: (unit) => labels.areaType(unit as AreaType),
          }}
          busy={autosave.busy}
          onCancel={autosave.chooseLater}
          onSave={autosave.saveChoices}
        />
      )}
    </Stack>
  );
}
