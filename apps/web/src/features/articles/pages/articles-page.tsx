import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { ScrollLoadFooter } from '../../../components/scroll-load-footer';
import { StatusPage } from '../../../components/status-page';
import { errorMessage } from '../../../lib/api-client';
import { useTenant } from '../../../lib/tenant';
import { useArticleList } from '../api/articles';
import { ArticleCard } from '../components/article-card';
import { PublicFooter } from '../../../components/public-footer';
import { PublicHeader } from '../../../components/public-header';
import { PublicMain } from '../../../components/public-main';
import { CategoryFilter } from '../components/category-filter';

/** Cards in the first row load at once; the rest as they near the screen. */
const EAGER_CARDS = 3;

/** The site's blog: newest articles first, 12 at a time as the reader scrolls, by category. */
export function ArticlesPage() {
  const { t } = useLingui();
  const { site } = useTenant();
  const siteName = site.name;
  const [params] = useSearchParams();
  const category = params.get('category') || null;
  const list = useArticleList(category);

  return (
    <Container size="lg" py="lg">
      <PublicHeader />
      <PublicMain>
        <Stack gap={4} mb="lg">
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            <Trans>Blog</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>Guides and market news from {siteName}.</Trans>
          </Text>
        </Stack>
        <CategoryFilter current={category} />
        {list.isPending && (
          <SimpleGrid
            cols={{ base: 1, sm: 2, md: 3 }}
            aria-busy="true"
            aria-label={t`Loading articles`}
          >
            {[1, 2, 3].map((n) => (
              <Skeleton key={n} height={340} radius="md" />
            ))}
          </SimpleGrid>
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
          <StatusPage icon={<IconNews size={36} />} title={t`No articles yet`}>
            {category ? (
              <Trans>Nothing has been published in this category yet.</Trans>
            ) : (
              <Trans>{siteName} has not published any articles yet.</Trans>
            )}
          </StatusPage>
        )}
        {list.articles.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {list.articles.map((article, index) => (
              <ArticleCard key={article.publicId} article={article} eager={index < EAGER_CARDS} />
            ))}
          </SimpleGrid>
        )}
        <ScrollLoadFooter
          hasMore={list.hasNextPage}
          loadingMore={list.isFetchingNextPage}
          loadMore={() => void list.fetchNextPage()}
          itemCount={list.articles.length}
          loadingLabel={t`Loading more articles…`}
        />
      </PublicMain>
      <PublicFooter />
    </Container>
  );
}
