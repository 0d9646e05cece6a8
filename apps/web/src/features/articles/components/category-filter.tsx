import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { usePublicPath } from '../../../lib/i18n/addressed-language';
import { paths } from '../../../lib/paths';
import { useTenant } from '../../../lib/tenant';
import { useArticleCategories } from '../../../lib/queries/article-categories';

/** 'All' and each category, as links: the choice lives in the address (`?category=`). */
export function CategoryFilter({ current }: { current: string | null }) {
  const { t } = useLingui();
  const { slug } = useTenant();
  const publicPath = usePublicPath();
  const categories = useArticleCategories();
  if (!categories.data?.length) return null;
  const choices = [
    { publicId: null, name: t({ message: 'All', context: 'article categories' }) },
    ...categories.data,
  ];
  return (
    <Group gap="xs" component="nav" aria-label={t`Categories`} mb="lg">
      {choices.map((category) => {
        const active = category.publicId === current;
        return (
          <Button
            key={category.publicId ?? 'all'}
            component={Link}
            to={publicPath(paths.articles(slug, category.publicId ?? undefined))}
            size="compact-sm"
            radius="xl"
            variant={active ? 'filled' : 'default'}
            aria-current={active ? 'page' : undefined}
          >
            {category.name}
          </Button>
        );
      })}
    </Group>
  );
}
