import { IconArticle, IconPhoto } from '@tabler/icons-react';
import { paths } from '../../lib/paths';

/** The staff's sidebar group for the site home's banners and the blog. */
export function contentNavGroup(tenant: string) {
  return {
    label: 'Content',
    items: [
      { label: 'Banners', to: paths.contentBanners(tenant), icon: IconPhoto },
      { label: 'Articles', to: paths.contentArticles(tenant), icon: IconArticle },
    ],
  };
}
