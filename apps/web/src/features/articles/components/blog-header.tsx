import { Link } from 'react-router';
import { Anchor, Group } from '@mantine/core';
import { BrandMark } from '../../../components/brand-mark';
import { ColorSchemeToggle } from '../../../components/color-scheme-toggle';
import { paths } from '../../../lib/paths';
import { useTenant } from '../../../lib/tenant';

/** The blog pages' top line: the site's mark (home) and the colour scheme switch. */
export function BlogHeader() {
  const { slug, site } = useTenant();
  return (
    <Group justify="space-between" mb="xl" component="header">
      <Anchor component={Link} to={paths.siteRoot(slug)} underline="never" c="inherit">
        <BrandMark site={site.name} />
      </Anchor>
      <ColorSchemeToggle />
    </Group>
  );
}
