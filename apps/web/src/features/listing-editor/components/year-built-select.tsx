import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { PROPERTY_LIMITS } from '@propdesk/shared';

/** Newest first: from five years ahead (off-plan) down to 1800, as the API accepts. */
function yearChoices(): string[] {
  const last = new Date().getFullYear() + PROPERTY_LIMITS.builtYearsAhead;
  return Array.from({ length: last - PROPERTY_LIMITS.minBuiltYear + 1 }, (_, i) =>
    String(last - i),
  );
}

/** Year built: a searchable year list; the value is the year ('1998') or null when cleared. */
export function YearBuiltSelect({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (year: string | null) => void;
  error?: string;
}) {
  const { t } = useLingui();
  return (
    <Select
      label={t`Year built`}
      placeholder={t`Pick or type a year`}
      data={yearChoices()}
      value={value}
      onChange={onChange}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': t`Clear year built` }}
      nothingFoundMessage={t`Pick a year from 1800 to five years ahead`}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
