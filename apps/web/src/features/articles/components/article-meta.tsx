import { Fragment, type ReactNode } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useTenant } from '../../../lib/tenant';
import { formatDate, formatNumber } from '../../../lib/format';
import type { Article } from '../api/articles';

/** 'Date · N min read' (with the author when asked): the line under a title. */
export function ArticleMeta({
  article,
  withAuthor = false,
}: {
  article: Article;
  withAuthor?: boolean;
}) {
  const { t } = useLingui();
  const { site } = useTenant();
  const items: ReactNode[] = [];
  if (article.publishedAt) {
    items.push(
      <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, site.timeZone)}</time>,
    );
  }
  const author = article.author?.name;
  if (withAuthor && author) {
    items.push(
      <Trans>
        By <bdi>{author}</bdi>
      </Trans>,
    );
  }
  const count = article.readingMinutes;
  const minutes = formatNumber(count);
  items.push(t`${plural(count, { one: `${minutes} min read`, other: `${minutes} min read` })}`);
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
