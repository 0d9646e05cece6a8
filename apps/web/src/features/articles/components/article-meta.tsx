import { Fragment, type ReactNode } from 'react';
import { Text } from '@mantine/core';
import { useTenant } from '../../../lib/tenant';
import { formatDate } from '../../../lib/format';
import type { Article } from '../api/articles';

/** 'Date · N min read' (with the author when asked): the line under a title. */
export function ArticleMeta({
  article,
  withAuthor = false,
}: {
  article: Article;
  withAuthor?: boolean;
}) {
  const { site } = useTenant();
  const items: ReactNode[] = [];
  if (article.publishedAt) {
    items.push(
      <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, site.timeZone)}</time>,
    );
  }
  if (withAuthor && article.author) items.push(`By ${article.author.name}`);
  items.push(`${article.readingMinutes} min read`);
  return (
    <Text size="sm" c="dimmed">
      {items.map((item, index) => (
        // The items never reorder: their place is their identity.
        <Fragment key={index}>
          {index > 0 && ' · '}
          {item}
        </Fragment>
      ))}
    </Text>
  );
}
