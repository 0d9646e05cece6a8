import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Group, Select, SimpleGrid } from '@mantine/core';
import { useDebouncedCallback, useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { CATEGORIES } from '@propdesk/shared';
import { AmountInput } from '../../../components/amount-input';
import { categoryHeadline } from '../../../components/listing-preview/format';
import { LocationFields } from '../../../components/location-fields';
import { WHOLE } from '../../../lib/amount';
import { propertyTypesOptions } from '../../../lib/queries/property-types';
import { useTenant } from '../../../lib/tenant';
import { listingCount, type HomeSearch } from '../home-search';
import { PlaceNameSearch } from './place-name-search';
import classes from './search-filters.module.css';

interface SearchFiltersProps {
  search: HomeSearch;
  onChange: (next: Partial<HomeSearch>) => void;
  onClear: () => void;
  canClear: boolean;
  /** How many listings the filters find; null while that is not known yet. */
  total: number | null;
  /** The API counted no further than total (1,000+). */
  capped?: boolean;
}

const BEDROOM_CHOICES = [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: `${n}+` }));

function useTypeChoices() {
  const { api, slug } = useTenant();
  const types = useQuery(propertyTypesOptions(api, slug));
  return (types.data?.content ?? []).flatMap((type) => [
    { value: type.publicId, label: type.name },
    ...type.children.map((child) => ({
      value: child.publicId,
      label: `${type.name}: ${child.name}`,
    })),
  ]);
}

/** A price bound typed by hand: sent once the visitor pauses, not on every key. */
function PriceInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  const [text, setText] = useState<string | number>(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  // Text that is not a number is not sent: the input says why, and the last bound stays.
  const commit = useDebouncedCallback((next: string | number) => {
    if (typeof next === 'number' || next === '') onChange(next === '' ? null : next);
  }, 500);
  return (
    <AmountInput
      label={label}
      value={text}
      format={WHOLE}
      onChange={(next) => {
        setText(next);
        commit(next);
      }}
    />
  );
}

/** The filters beside the sentence: category, type, place, price range and bedrooms. */
export function SearchFilters(props: SearchFiltersProps) {
  const { search, onChange, onClear, canClear, total, capped } = props;
  const { t } = useLingui();
  const types = useTypeChoices();
  const found = total === null ? '' : listingCount(total, capped);
  // On a phone the filters fold away under one button, so the listings come first (in CSS, so
  // the server's HTML is right at every width).
  const [opened, { toggle, close }] = useDisclosure(false);
  const section = useRef<HTMLElement>(null);
  // Closing the panel from its end brings the Filters button and the count under it into view.
  const showResults = () => {
    close();
    requestAnimationFrame(() => section.current?.scrollIntoView({ block: 'start' }));
  };
  return (
    <section aria-label={t`Filters`} ref={section}>
      <Group justify="space-between" hiddenFrom="sm">
        <Button
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={18} />}
          onClick={toggle}
          aria-expanded={opened}
          aria-controls="search-filters"
        >
          {opened ? <Trans>Hide filters</Trans> : <Trans>Filters</Trans>}
        </Button>
        {canClear && (
          <Button variant="subtle" onClick={onClear}>
            <Trans>Clear filters</Trans>
          </Button>
        )}
      </Group>
      {/* Shown or hidden, never animated: measuring a collapse's height costs the landing page a reflow. */}
      <Box id="search-filters" className={classes.panel} mod={{ opened }}>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
          <Select
            label={t`Category`}
            placeholder={t`Any`}
            data={CATEGORIES.map((c) => ({ value: c, label: categoryHeadline(c) }))}
            value={search.category}
            onChange={(value) => onChange({ category: value })}
            clearable
          />
          <Select
            label={t`Property type`}
            placeholder={t`Any`}
            data={types}
            value={search.type}
            onChange={(value) => onChange({ type: value })}
            searchable
            clearable
          />
          <Select
            label={t`Bedrooms`}
            placeholder={t`Any`}
            data={BEDROOM_CHOICES}
            value={search.beds === null ? null : String(search.beds)}
            onChange={(value) => onChange({ beds: value === null ? null : Number(value) })}
            clearable
          />
          <PriceInput
            label={t`Min price`}
            value={search.minPrice}
            onChange={(minPrice) => onChange({ minPrice })}
          />
          <PriceInput
            label={t`Max price`}
            value={search.maxPrice}
            onChange={(maxPrice) => onChange({ maxPrice })}
          />
        </SimpleGrid>
        <Group align="flex-end" gap="sm" mt="sm" wrap="wrap">
          <div style={{ flex: '1 1 240px' }}>
            {/* Empty again once a place is chosen (the lists show it) or the filters are cleared. */}
            <PlaceNameSearch
              key={search.suburb ?? search.city ?? ''}
              onChoose={(place) => onChange(place)}
            />
          </div>
          <div style={{ flex: '2 1 420px' }}>
            <LocationFields
              country={search.country}
              city={search.city}
              suburb={search.suburb}
              onChange={(place) => onChange(place)}
              skipSingleChoice
            />
          </div>
          {canClear && (
            <Button variant="subtle" onClick={onClear} visibleFrom="sm">
              <Trans>Clear filters</Trans>
            </Button>
          )}
        </Group>
        {/* On a phone the open panel fills the screen: its end says what it finds, and shows it. */}
        <Button fullWidth mt="md" onClick={showResults} hiddenFrom="sm">
          {total === null ? <Trans>Show listings</Trans> : t`Show ${found}`}
        </Button>
      </Box>
    </section>
  );
}
