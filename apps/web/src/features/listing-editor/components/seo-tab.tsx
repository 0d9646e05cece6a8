import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { metaTagList } from '@propdesk/shared';
import { useGeneratedTitle } from '../generated-title';
import { useTenant } from '../../../lib/tenant';
import type { EditorListing } from '../api/listing';
import { useTabAutosave } from '../use-tab-autosave';
import { AutosaveStatus } from './autosave-status';
import { ConflictModal } from './conflict-modal';
import { useTypeFeatures } from '../api/type-features';
import { addKeywords } from './keyword-rules';
import { KeywordTagsInput } from './keyword-tags-input';
import { publicListingUrl } from '../../../components/public-link/public-listing-url';
import { SearchResultPreview } from './search-result-preview';
import { useReportUnsaved } from '../unsaved-tabs';
import { TranslatedTab } from './listing-translation';

/** The tab's one field: the keywords in their order, as the API stores them. */
interface Keywords {
  metaTags: string;
}
const FIELDS = ['metaTags'] as const;
const keywordsOf = (listing: EditorListing): Keywords => ({
  metaTags: metaTagList(listing.metaTags).join(','),
});

/** The SEO tab: keyword tags, the generated title and a search-result style preview. */
export function SeoTab({ listing }: { listing: EditorListing }) {
  const { slug } = useTenant();
  const titleFor = useGeneratedTitle();
  const type = useTypeFeatures(listing.typeId);
  const [tags, setTags] = useState(() => metaTagList(listing.metaTags));
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const autosave = useTabAutosave({
    listing,
    values: { metaTags: tags.join(',') },
    valuesOf: keywordsOf,
    fields: FIELDS,
    bodyOf: (next) => next,
    check: () => true,
    show: (next) => {
      setTags(metaTagList(next.metaTags));
      setTyped('');
      setError(null);
    },
    // Keywords added or removed meanwhile stay for the next save.
    onStored: (saved, sent) =>
      setTags((now) => (now.join(',') === sent.metaTags ? metaTagList(saved.metaTags) : now)),
    onRefused: () => setError(null),
  });
  useReportUnsaved(typed.trim() !== '' || autosave.unsaved);

  const save = () => {
    // What is typed but not added yet counts: Save adds it like Enter would.
    const change = addKeywords(tags, typed);
    if (change.error !== undefined) {
      setError(change.error);
      return;
    }
    setTags(change.tags);
    setTyped('');
    autosave.saveNow({ metaTags: change.tags.join(',') });
  };

  const generated = titleFor({
    typeName: type.data?.name,
    category: listing.category,
    suburbName: listing.location.suburb,
  });
  const address = [listing.location.suburb, listing.location.city, listing.location.country]
    .filter(Boolean)
    .join(', ');
  const url = publicListingUrl(slug, listing.publicId);

  return (
    <Stack gap="lg">
      <TranslatedTab listingId={listing.publicId} part="seo">
        <Card padding="lg" withBorder>
          <Stack gap="md">
            <Title order={2} size="h4">
              <Trans>Keywords</Trans>
            </Title>
            <KeywordTagsInput
              tags={tags}
              onTagsChange={setTags}
              typed={typed}
              onTypedChange={setTyped}
              error={error}
              onError={setError}
            />
            <AutosaveStatus state={autosave.state} onChoose={autosave.chooseNow} />
            <Group justify="flex-end" gap="sm">
              <Button
                variant="default"
                onClick={autosave.discard}
                disabled={(!autosave.changed && typed.trim() === '') || autosave.busy}
              >
                <Trans>Discard</Trans>
              </Button>
              <Button
                onClick={save}
                loading={autosave.savingNow}
                disabled={typed.trim() === '' && !autosave.unsaved}
              >
                <Trans>Save</Trans>
              </Button>
            </Group>
          </Stack>
        </Card>
      </TranslatedTab>
      <Card padding="lg" withBorder>
        <Stack gap="md">
          <Title order={2} size="h4">
            <Trans>In search results</Trans>
          </Title>
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              <Trans>Generated title</Trans>
            </Text>
            <Text data-testid="generated-title" dir="auto">
              {generated || '—'}
            </Text>
            {listing.title && listing.title !== generated && (
              <Text size="xs" c="dimmed">
                <Trans>The listing uses its own title, set on the details tab.</Trans>
              </Text>
            )}
          </div>
          <SearchResultPreview
            title={listing.title || generated || listing.name}
            url={url}
            address={address}
            description={listing.description}
          />
        </Stack>
      </Card>
      {autosave.choosing && autosave.conflict && (
        <ConflictModal
          conflicts={autosave.conflict.conflicts}
          names={{}}
          busy={autosave.busy}
          onCancel={autosave.chooseLater}
          onSave={autosave.saveChoices}
        />
      )}
    </Stack>
  );
}
