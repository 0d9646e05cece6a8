import { t } from '@lingui/core/macro';
import { IconArticle, IconPhoto } from '@tabler/icons-react';
import { paths } from '../../lib/paths';

/** The staff's sidebar group for the site home's banners and the blog (read as the sidebar renders). */
export function contentNavGroup(tenant: string) {
  return {
    label: t`Content`,
    items: [
      { label: t`Banners`, to: paths.contentBanners(tenant), icon: IconPhoto },
      { label: t`Articles`, to: paths.contentArticles(tenant), icon: IconArticle },
    ],
  };
}
