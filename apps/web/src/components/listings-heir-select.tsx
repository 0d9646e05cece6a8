import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';

/** ARCHIVE: the erased agent's listings are archived instead of handed over. */
export const ARCHIVE_LISTINGS = 'archive';

interface ListingsHeirSelectProps {
  heirs: readonly { publicId: string; name: string }[];
  value: string;
  onChange: (value: string) => void;
}

/**
 * What becomes of an agent's listings when their account is erased: archived (the default), or
 * handed to another agent of the site with their questions and events.
 */
export function ListingsHeirSelect({ heirs, value, onChange }: ListingsHeirSelectProps) {
  const { t } = useLingui();
  return (
    <Select
      label={t`The listings`}
      description={t`Hand them to another agent of the site, or archive them: archived listings leave the site.`}
      data={[
        { value: ARCHIVE_LISTINGS, label: t`Archive them` },
        ...heirs.map(({ publicId, name }) => ({ value: publicId, label: t`Give them to ${name}` })),
      ]}
      value={value}
      onChange={(next) => onChange(next ?? ARCHIVE_LISTINGS)}
      allowDeselect={false}
      searchable
      nothingFoundMessage={t`No agent matches`}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** The heir's id for the API: null to archive. */
export const heirIdOf = (value: string) => (value === ARCHIVE_LISTINGS ? null : value);
