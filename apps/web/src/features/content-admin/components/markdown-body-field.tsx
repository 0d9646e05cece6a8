import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Tabs, Text, Textarea } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { ARTICLE_LIMITS } from '@propdesk/shared';
import { ArticleMarkdown } from '../../../components/article-markdown/article-markdown';

interface MarkdownBodyFieldProps {
  value: string;
  inputProps: GetInputPropsReturnType;
}

/** The article's Markdown: written in one tab, shown in the other as the blog renders it. */
export function MarkdownBodyField({ value, inputProps }: MarkdownBodyFieldProps) {
  const { t } = useLingui();
  return (
    <Tabs defaultValue="write" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="write">
          <Trans>Write</Trans>
        </Tabs.Tab>
        <Tabs.Tab value="preview">
          <Trans>Preview</Trans>
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="write" pt="sm">
        <Textarea
          label={t`Body`}
          description={t`Markdown: # headings, **bold**, _italic_, [links](https://…), lists, images`}
          required
          autosize
          minRows={12}
          maxRows={30}
          maxLength={ARTICLE_LIMITS.body}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          {...inputProps}
        />
      </Tabs.Panel>
      <Tabs.Panel value="preview" pt="sm">
        <Box data-testid="article-preview" mih={200}>
          {value.trim() ? (
            <ArticleMarkdown>{value}</ArticleMarkdown>
          ) : (
            <Text c="dimmed">
              <Trans>Nothing to preview yet.</Trans>
            </Text>
          )}
        </Box>
      </Tabs.Panel>
    </Tabs>
  );
}
