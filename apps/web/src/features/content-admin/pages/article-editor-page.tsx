import { Link, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Skeleton } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { AppError } from '@propdesk/shared';
import { StatusPage } from '../../../components/status-page';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useTenant } from '../../../lib/tenant';
import { useStaffArticle } from '../api/staff-articles';
import { ArticleEditor } from '../components/article-editor';

/** `/articles/new` writes a new article; `/articles/{id}` loads one (drafts too) to edit. */
export function ArticleEditorPage() {
  const { t } = useLingui();
  const { articleId = null } = useParams();
  const { slug } = useTenant();
  const article = useStaffArticle(articleId);
  if (articleId === null) return <ArticleEditor />;
  if (article.isPending)
    return <Skeleton height={480} radius="md" aria-label={t`Loading the article`} />;
  if (article.isError) {
    const missing = article.error instanceof AppError && article.error.statusCode === 404;
    return (
      <StatusPage
        icon={<IconNews size={36} />}
        title={missing ? t`Article not found` : t`Article unavailable`}
        actions={
          <Button component={Link} to={paths.contentArticles(slug)}>
            <Trans>All articles</Trans>
          </Button>
        }
      >
        {missing ? <Trans>It may have been deleted.</Trans> : errorMessage(article.error)}
      </StatusPage>
    );
  }
  return <ArticleEditor key={article.data.publicId} article={article.data} />;
}
