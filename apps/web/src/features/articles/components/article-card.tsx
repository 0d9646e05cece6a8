import { Link } from 'react-router';
import { Anchor, AspectRatio, Badge, Card, Center, Image, Stack, Text, Title } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { usePublicPath } from '../../../lib/i18n/addressed-language';
import { paths } from '../../../lib/paths';
import { useTenant } from '../../../lib/tenant';
import type { Article } from '../api/articles';
import { ArticleMeta } from './article-meta';

/** A blog card: cover (the 800x500 card variant), category, title, summary, date, reading time. */
export function ArticleCard({ article, eager = false }: { article: Article; eager?: boolean }) {
  const { slug } = useTenant();
  const publicPath = usePublicPath();
  const link = publicPath(paths.article(slug, article.slug));
  return (
    <Card padding="md" withBorder component="article" aria-label={article.title}>
      <Card.Section>
        <AspectRatio ratio={8 / 5}>
          {article.image_url ? (
            <Image src={article.image_url} alt="" loading={eager ? 'eager' : 'lazy'} />
          ) : (
            <Center bg="var(--mantine-color-default-hover)">
              <IconNews size={40} aria-hidden color="var(--mantine-color-dimmed)" />
            </Center>
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap={6} mt="sm">
        {article.category && (
          <Badge variant="light" style={{ alignSelf: 'flex-start' }} dir="auto">
            {article.category.name}
          </Badge>
        )}
        <Title order={2} size="h4" dir="auto">
          <Anchor component={Link} to={link} c="inherit" fw={700}>
            {article.title}
          </Anchor>
        </Title>
        {article.summary && (
          <Text size="sm" lineClamp={3} dir="auto">
            {article.summary}
          </Text>
        )}
        <ArticleMeta article={article} />
      </Stack>
    </Card>
  );
}
