import { Trans } from '@lingui/react/macro';
import { Paper, Stack, Text } from '@mantine/core';
import classes from './search-result-preview.module.css';

const SNIPPET_LENGTH = 160;

/** A description cut at a word near 160 characters, the length search results show. */
export function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= SNIPPET_LENGTH) return flat;
  const cut = flat.slice(0, SNIPPET_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > SNIPPET_LENGTH * 0.7 ? cut.slice(0, space) : cut).replace(/[.,;:!?-]+$/, '')}…`;
}

/** How the listing may look in a search engine's results. */
export function SearchResultPreview({
  title,
  url,
  address,
  description,
}: {
  title: string;
  url: string;
  address: string;
  description: string;
}) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="search-result-preview">
      <Stack gap={2}>
        <Text size="xs" c="dimmed" truncate="end">
          <bdi dir="ltr">{url}</bdi>
        </Text>
        <Text fz="lg" lh={1.3} lineClamp={1} dir="auto" className={classes.title}>
          {title}
        </Text>
        <Text size="sm" dir="auto" className={classes.address}>
          {address}
        </Text>
        <Text size="sm" c="dimmed" dir={description ? 'auto' : undefined}>
          {description ? (
            snippet(description)
          ) : (
            <Trans>
              Add a description on the details tab: search results show its first lines.
            </Trans>
          )}
        </Text>
      </Stack>
    </Paper>
  );
}
