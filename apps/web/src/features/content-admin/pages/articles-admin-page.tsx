import { Link, useSearchParams } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconNews, IconPlus } from '@tabler/icons-react';
import { ScrollLoadFooter } from '../../../components/scroll-load-footer';
import { StateBadge } from '../components/state-badge';
import { StatusPage } from '../../../components/status-page';
import { errorMessage, type Schemas } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useTenant } from '../../../lib/tenant';
import { useStaffArticles, type ArticleFilter } from '../api/staff-articles';

const FILTERS: { value: ArticleFilter; label: MessageDescriptor }[] = [
  { value: 'published', label: msg({ message: 'Published', context: 'articles filter' }) },
  { value: 'drafts', label: msg`Drafts` },
  { value: 'all', label: msg`All` },
];

type Article = Schemas['Article'];

const isFilter = (value: string | null): value is ArticleFilter =>
  FILTERS.some((filter) => filter.value === value);

/** 'News · Changed 5 Dec 2026, 09:30': the row's category and when it last changed. */
function ArticleChanged({ article, timeZone }: { article: Article; timeZone: string }) {
  const changed = formatDateTime(article.updatedAt, timeZone);
  const category = article.category?.name;
  return category ? (
    <Trans>
      <bdi>{category}</bdi> · Changed {changed}
    </Trans>
  ) : (
    <Trans>Changed {changed}</Trans>
  );
}

/** The blog as the staff see it: drafts too, last changed first, each opening the editor. */
export function ArticlesAdminPage() {
  const { t } = useLingui();
  const { slug, site } = useTenant();
  const siteName = site.name;
  const [params, setParams] = useSearchParams();
  const requested = params.get('show');
  const filter: ArticleFilter = isFilter(requested) ? requested : 'all';
  const list = useStaffArticles(filter);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            <Trans>Articles</Trans>
          </Title>
          <Text c="dimmed" size="sm">
            <Trans>The {siteName} blog, drafts included, last changed first.</Trans>
          </Text>
        </div>
        <Button component={Link} to={paths.newArticle(slug)} leftSection={<IconPlus size={18} />}>
          <Trans>New article</Trans>
        </Button>
      </Group>
      <SegmentedControl
        aria-label={t`Show`}
        value={filter}
        data={FILTERS.map(({ value, label }) => ({ value, label: t(label) }))}
        onChange={(value) => setParams(value === 'all' ? {} : { show: value }, { replace: true })}
        style={{ alignSelf: 'flex-start' }}
      />
      {list.isPending && (
        <Stack aria-busy="true" aria-label={t`Loading articles`}>
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} height={72} radius="md" />
          ))}
        </Stack>
      )}
      {list.isError && !list.articles.length && (
        <Group gap="sm" role="alert">
          <Text c="dimmed">{errorMessage(list.error)}</Text>
          <Button variant="default" size="xs" onClick={() => void list.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Group>
      )}
      {list.isSuccess && !list.articles.length && (
        <StatusPage icon={<IconNews size={36} />} title={t`No articles here`}>
          {filter === 'drafts' ? (
            <Trans>There are no drafts.</Trans>
          ) : filter === 'published' ? (
            <Trans>Nothing is published yet.</Trans>
          ) : (
            <Trans>Write the first article of the blog.</Trans>
          )}
        </StatusPage>
      )}
      {list.articles.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.articles.map((article) => (
            <li key={article.publicId}>
              <UnstyledButton
                component={Link}
                to={paths.editArticle(slug, article.publicId)}
                display="block"
                w="100%"
                data-testid="article-row"
              >
                <Paper withBorder p="sm" radius="md">
                  <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Text fw={600} lineClamp={2} dir="auto">
                        {article.title}
                      </Text>
                      <Text size="xs" c="dimmed">
                        <ArticleChanged article={article} timeZone={site.timeZone} />
                      </Text>
                    </Stack>
                    <StateBadge color={article.published ? 'teal' : null}>
                      {article.published ? <Trans>Published</Trans> : <Trans>Draft</Trans>}
                    </StateBadge>
                  </Group>
                </Paper>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
      <ScrollLoadFooter
        hasMore={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        loadMore={() => void list.fetchNextPage()}
        itemCount={list.articles.length}
        loadingLabel={t`Loading more articles…`}
      />
    </Stack>
  );
}
