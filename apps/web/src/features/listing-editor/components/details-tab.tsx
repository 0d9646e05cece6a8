import { useLingui } from '@lingui/react/macro';
import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CATEGORIES } from '@propdesk/shared';
import { useEnumLabels } from '../../../lib/i18n/labels';
import type { TypeGroup } from '../api/property-types';
import type { DraftValues } from '../draft-form';
import { defaultAreaType } from '../listing-defaults';
import { TYPED_TEXT } from '../typed-text';
import { TranslatedTab } from './listing-translation';

interface DetailsTabProps {
  form: UseFormReturnType<DraftValues>;
  typeGroups: TypeGroup[];
  /** A new draft's area unit follows its type; a saved listing's is the agent's (Others tab). */
  newListing: boolean;
  /** The title the listing gets when none is typed (type, category, suburb). */
  generatedTitle: string;
  /** A saved listing's id: its title and description can then be written in other languages. */
  listingId?: string;
}

/** Name, title, type, category and description: what the location tab waits for. */
export function DetailsTab({
  form,
  typeGroups,
  newListing,
  generatedTitle,
  listingId,
}: DetailsTabProps) {
  const { t } = useLingui();
  const labels = useEnumLabels();
  const categoryOptions = CATEGORIES.map((value) => ({ value, label: labels.category(value) }));
  const typeInput = form.getInputProps('typeId');
  const chooseType = (typeId: string | null) => {
    typeInput.onChange(typeId);
    const group = typeGroups.find((g) => g.items.some((t) => t.publicId === typeId));
    const type = group?.items.find((t) => t.publicId === typeId);
    if (newListing && type)
      form.setFieldValue('areaType', defaultAreaType(type.name, group?.group));
  };
  return (
    <TranslatedTab listingId={listingId} part="details">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t`Name`}
            description={t`For you only: how the listing shows in your lists`}
            withAsterisk
            autoComplete="off"
            styles={TYPED_TEXT}
            data-tour="name"
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t`Title`}
            description={t`What customers see; left empty, the suggested title is used`}
            placeholder={generatedTitle || t`e.g. House for sale in Avondale`}
            styles={TYPED_TEXT}
            autoComplete="off"
            {...form.getInputProps('title')}
          />
          <Select
            label={t`Property type`}
            withAsterisk
            placeholder={t`Choose a type`}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t`No such type`}
            data={typeGroups.map((group) => ({
              group: group.group,
              items: group.items.map((type) => ({ value: type.publicId, label: type.name })),
            }))}
            data-tour="type"
            comboboxProps={{ withinPortal: true }}
            {...typeInput}
            onChange={chooseType}
          />
          <Select
            label={t`Category`}
            withAsterisk
            placeholder={t`Choose a category`}
            data={categoryOptions}
            allowDeselect={false}
            data-tour="category"
            {...form.getInputProps('category')}
          />
        </SimpleGrid>
        <Textarea
          label={t`Description`}
          description={t`No phone numbers or email addresses: customers contact you through the site`}
          styles={TYPED_TEXT}
          autosize
          minRows={4}
          maxRows={12}
          data-tour="description"
          {...form.getInputProps('description')}
        />
      </Stack>
    </TranslatedTab>
  );
}
