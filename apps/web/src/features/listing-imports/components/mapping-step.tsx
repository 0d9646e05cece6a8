import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowRight, IconCheck } from '@tabler/icons-react';
import { LISTING_CSV_COLUMNS, REQUIRED_CSV_FIELDS } from '@propdesk/shared';
import { errorMessage } from '../../../lib/api-client';
import {
  useSetImportMapping,
  type ImportMapping,
  type ListingCsvField,
  type ListingImport,
} from '../api/listing-imports';
import { FIELD_LABELS } from '../import-labels';
import classes from '../listing-imports.module.css';

/** The Select's value for a column left out (a Select cannot hold null as an option). */
const NOT_IMPORTED = '';

const REQUIRED = new Set<ListingCsvField>(REQUIRED_CSV_FIELDS);

/** The required fields no column fills in `mapping`, in the columns' order. */
export function missingFields(mapping: ImportMapping): ListingCsvField[] {
  return REQUIRED_CSV_FIELDS.filter((field) => !mapping.includes(field));
}

/** The names of the required fields still missing, as a sentence's list. */
function useMissingText() {
  const { i18n } = useLingui();
  return (missing: ListingCsvField[]) =>
    new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(
      missing.map((field) => i18n._(FIELD_LABELS[field])),
    );
}

/** Says which required fields no column fills yet, by name; nothing when none is missing. */
export function MissingFieldsAlert({ missing }: { missing: ListingCsvField[] }) {
  const { t } = useLingui();
  const names = useMissingText()(missing);
  if (!missing.length) return null;
  return (
    <Alert
      color="orange"
      icon={<IconAlertTriangle size={18} />}
      title={t`Some required fields have no column yet`}
      data-testid="missing-fields"
    >
      <Trans>Choose a column for: {names}. The import cannot start without them.</Trans>
    </Alert>
  );
}

interface MappingStepProps {
  imp: ListingImport;
  onSaved: () => void;
}

/** Step 2: the field each column of the file fills, as suggested from its name, changed by hand. */
export function MappingStep({ imp, onSaved }: MappingStepProps) {
  const { t, i18n } = useLingui();
  const [mapping, setMapping] = useState<ImportMapping>(imp.mapping);
  const save = useSetImportMapping(imp.publicId);
  const missing = missingFields(mapping);
  const options = [
    { value: NOT_IMPORTED, label: t`Not imported` },
    ...LISTING_CSV_COLUMNS.map(({ field, header }) => ({
      value: field,
      label: `${i18n._(FIELD_LABELS[field])}${REQUIRED.has(field) ? ' *' : ''} · ${header}`,
    })),
  ];

  // A field fills one column: choosing it for this column takes it from any other.
  const choose = (index: number, value: string | null) =>
    setMapping((current) =>
      current.map((field, i) => {
        if (i === index) return (value || null) as ListingCsvField | null;
        return value && field === value ? null : field;
      }),
    );

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        <Trans>
          Each column of your file fills one Propdesk field. We matched them from the column names;
          change any that are wrong, and leave out the ones you do not need. Fields marked * are
          required.
        </Trans>
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
        {imp.headers.map((header, index) => (
          <Select
            key={index}
            label={<bdi>{header}</bdi>}
            aria-label={t`Field for the column ${header}`}
            data={options}
            value={mapping[index] ?? NOT_IMPORTED}
            onChange={(value) => choose(index, value)}
            allowDeselect={false}
            searchable
            nothingFoundMessage={t`No such field`}
            data-testid="column-mapping"
          />
        ))}
      </SimpleGrid>
      <Group gap={6}>
        <Text size="sm" fw={500}>
          <Trans>Required fields</Trans>
        </Text>
        {REQUIRED_CSV_FIELDS.map((field) => {
          const done = mapping.includes(field);
          return (
            <Badge
              key={field}
              variant="filled"
              autoContrast
              color={done ? 'teal.9' : 'orange.4'}
              leftSection={done ? <IconCheck size={12} /> : <IconAlertTriangle size={12} />}
            >
              {i18n._(FIELD_LABELS[field])}
            </Badge>
          );
        })}
      </Group>
      <MissingFieldsAlert missing={missing} />
      {save.isError && (
        <Alert color="red" role="alert">
          {errorMessage(save.error)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          rightSection={<IconArrowRight size={18} className={classes.forward} />}
          loading={save.isPending}
          onClick={() => save.mutate(mapping, { onSuccess: onSaved })}
        >
          <Trans>Save and preview</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
