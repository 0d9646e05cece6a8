import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { metaTagList } from '@propdesk/shared';
import { useGeneratedTitle } from '../generated-title';
import { notifyError } from '../../../lib/notify';
import { useTenant } from '../../../lib/tenant';
import { useUpdateListing, type EditorListing } from '../api/listing';
import { useTypeFeatures } from '../api/type-features';
import { addKeywords } from './keyword-rules';
import { KeywordTagsInput } from './keyword-tags-input';
import { publicListingUrl } from '../../../components/public-link/public-listing-url';
import { SearchResultPreview } from './search-result-preview';
import { useReportUnsaved } from '../unsaved-tabs';
import { TranslatedTab } from './listing-translation';

/** The SEO tab: keyword tags, the generated title and a search-result style preview. */
export function SeoTab({ listing }: { listing: EditorListing }) {
  const { slug } = useTenant();
  const { t } = useLingui();
  const titleFor = useGeneratedTitle();
  const update = useUpdateListing(listing.publicId);
  const type = useTypeFeatures(listing.typeId);
  const saved = metaTagList(listing.metaTags);
  const [tags, setTags] = useState(saved);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const dirty = typed.trim() !== '' || tags.join(',') !== saved.join(',');
  useReportUnsaved(dirty);

  const save = () => {
    // What is typed but not added yet counts: Save adds it like Enter would.
    const change = addKeywords(tags, typed);
    if (change.error !== undefined) {
      setError(change.error);
      return;
    }
    const next = change.tags;
    setTags(next);
    setTyped('');
    update.mutate(
      { body: { metaTags: next.join(',') } },
      {
        onSuccess: (listingSaved) => {
          setTags(metaTagList(listingSaved.metaTags));
          notifications.show({ color: 'teal', message: t`Property saved` });
        },
        onError: (failure) => {
          setError(null);
          notifyError(failure);
        },
      },
    );
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
            <Group justify="flex-end" gap="sm">
              <Button
                variant="default"
                onClick={() => {
                  setTags(saved);
                  setTyped('');
                  setError(null);
                }}
                disabled={!dirty || update.isPending}
              >
                <Trans>Discard</Trans>
              </Button>
              <Button onClick={save} loading={update.isPending} disabled={!dirty}>
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
    </Stack>
  );
}
