import { Link, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  AspectRatio,
  Badge,
  Button,
  Container,
  Image,
  Skeleton,
  Stack,
  Title,
} from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { AppError } from '@propdesk/shared';
import { BackLink } from '../../../components/back-link';
import { StatusPage } from '../../../components/status-page';
import { errorMessage } from '../../../lib/api-client';
import { usePublicPath } from '../../../lib/i18n/addressed-language';
import { paths } from '../../../lib/paths';
import { useTenant } from '../../../lib/tenant';
import { useArticle } from '../api/articles';
import { ArticleMarkdown } from '../../../components/article-markdown/article-markdown';
import { ArticleMeta } from '../components/article-meta';
import { PublicFooter } from '../../../components/public-footer';
import { PublicHeader } from '../../../components/public-header';
import { PublicMain } from '../../../components/public-main';

/** One article: cover, category, title, date, author, reading time, then its Markdown. */
export function ArticlePage() {
  const { t } = useLingui();
  const { articleId = '' } = useParams();
  const { slug } = useTenant();
  const article = useArticle(articleId);
  const publicPath = usePublicPath();
  const blog = publicPath(paths.articles(slug));
  const missing = article.error instanceof AppError && article.error.statusCode === 404;
  const a = article.data;

  return (
    <Container size="sm" py="lg">
      <PublicHeader />
      <PublicMain>
        <BackLink to={blog} mb="md">
          <Trans>All articles</Trans>
        </BackLink>
        {article.isPending && <Skeleton height={360} radius="md" />}
        {article.isError && (
          <StatusPage
            icon={<IconNews size={36} />}
            title={missing ? t`Article not found` : t`Article unavailable`}
            actions={
              <Button component={Link} to={blog}>
                <Trans>Back to the blog</Trans>
              </Button>
            }
          >
            {missing ? (
              <Trans>It may have been moved or unpublished.</Trans>
            ) : (
              errorMessage(article.error)
            )}
          </StatusPage>
        )}
        {a && (
          <article aria-labelledby="article-title">
            <Stack gap="sm">
              {a.cover && (
                <AspectRatio ratio={8 / 5}>
                  <Image src={a.cover.variants.full} alt="" radius="md" fit="cover" />
                </AspectRatio>
              )}
              {a.category && (
                <Badge
                  component={Link}
                  to={publicPath(paths.articles(slug, a.category.publicId))}
                  variant="light"
                  style={{ alignSelf: 'flex-start', cursor: 'pointer' }}
                  dir="auto"
                >
                  {a.category.name}
                </Badge>
              )}
              <Title order={1} id="article-title" fz={{ base: 28, sm: 36 }} lh={1.15} dir="auto">
                {a.title}
              </Title>
              <ArticleMeta article={a} withAuthor />
              <ArticleMarkdown>{a.body}</ArticleMarkdown>
            </Stack>
          </article>
        )}
      </PublicMain>
      <PublicFooter />
    </Container>
  );
}
