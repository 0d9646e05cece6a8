import { Link, useSearchParams } from 'react-router';
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
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useTenant } from '../../../lib/tenant';
import { useStaffArticles, type ArticleFilter } from '../api/staff-articles';

const FILTERS: { value: ArticleFilter; label: string }[] = [
  { value: 'published', label: 'Published' },
  { value: 'drafts', label: 'Drafts' },
  { value: 'all', label: 'All' },
];

const isFilter = (value: string | null): value is ArticleFilter =>
  FILTERS.some((filter) => filter.value === value);

/** The blog as the staff see it: drafts too, last changed first, each opening the editor. */
export function ArticlesAdminPage() {
  const { slug, site } = useTenant();
  const [params, setParams] = useSearchParams();
  const requested = params.get('show');
  const filter: ArticleFilter = isFilter(requested) ? requested : 'all';
  const list = useStaffArticles(filter);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            Articles
          </Title>
          <Text c="dimmed" size="sm">
            The {site.name} blog, drafts included, last changed first.
          </Text>
        </div>
        <Button component={Link} to={paths.newArticle(slug)} leftSection={<IconPlus size={18} />}>
          New article
        </Button>
      </Group>
      <SegmentedControl
        aria-label="Show"
        value={filter}
        data={FILTERS}
        onChange={(value) => setParams(value === 'all' ? {} : { show: value }, { replace: true })}
        style={{ alignSelf: 'flex-start' }}
      />
      {list.isPending && (
        <Stack aria-busy="true" aria-label="Loading articles">
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} height={72} radius="md" />
          ))}
        </Stack>
      )}
      {list.isError && !list.articles.length && (
        <Group gap="sm" role="alert">
          <Text c="dimmed">{errorMessage(list.error)}</Text>
          <Button variant="default" size="xs" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Group>
      )}
      {list.isSuccess && !list.articles.length && (
        <StatusPage icon={<IconNews size={36} />} title="No articles here">
          {filter === 'drafts'
            ? 'There are no drafts.'
            : filter === 'published'
              ? 'Nothing is published yet.'
              : 'Write the first article of the blog.'}
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
                      <Text fw={600} lineClamp={2}>
                        {article.title}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {article.category ? `${article.category.name} · ` : ''}
                        Changed {formatDateTime(article.updatedAt, site.timeZone)}
                      </Text>
                    </Stack>
                    <StateBadge color={article.published ? 'teal' : null}>
                      {article.published ? 'Published' : 'Draft'}
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
        noun="articles"
      />
    </Stack>
  );
}
