import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CATEGORIES, CATEGORY_LABELS } from '@propdesk/shared';
import type { TypeGroup } from '../api/property-types';
import type { DraftValues } from '../draft-form';

interface DetailsTabProps {
  form: UseFormReturnType<DraftValues>;
  typeGroups: TypeGroup[];
  /** The title the listing gets when none is typed (type, category, suburb). */
  generatedTitle: string;
}

const categoryOptions = CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));

/** Name, title, type, category and description: what the location tab waits for. */
export function DetailsTab({ form, typeGroups, generatedTitle }: DetailsTabProps) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Name"
          description="For you only: how the listing shows in your lists"
          withAsterisk
          autoComplete="off"
          data-tour="name"
          {...form.getInputProps('name')}
        />
        <TextInput
          label="Title"
          description="What customers see; left empty, the suggested title is used"
          placeholder={generatedTitle || 'e.g. House for sale in Avondale'}
          autoComplete="off"
          {...form.getInputProps('title')}
        />
        <Select
          label="Property type"
          withAsterisk
          placeholder="Choose a type"
          searchable
          allowDeselect={false}
          nothingFoundMessage="No such type"
          data={typeGroups.map((group) => ({
            group: group.group,
            items: group.items.map((type) => ({ value: type.publicId, label: type.name })),
          }))}
          data-tour="type"
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('typeId')}
        />
        <Select
          label="Category"
          withAsterisk
          placeholder="Choose a category"
          data={categoryOptions}
          allowDeselect={false}
          data-tour="category"
          {...form.getInputProps('category')}
        />
      </SimpleGrid>
      <Textarea
        label="Description"
        description="No phone numbers or email addresses: customers contact you through the site"
        autosize
        minRows={4}
        maxRows={12}
        data-tour="description"
        {...form.getInputProps('description')}
      />
    </Stack>
  );
}
