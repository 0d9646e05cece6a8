import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { ActionIcon, Anchor, Box, Button, Group, Menu, VisuallyHidden } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import { usePublicPath } from '../lib/i18n/addressed-language';
import { paths } from '../lib/paths';
import { useSession, useTenant } from '../lib/tenant';
import { BrandMark } from './brand-mark';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { LanguageMenu } from './language-menu';

/** The label of the agencies' way in, the same in the header, its phone menu and the footer. */
export const AGENCY_SIGN_UP = msg`List your property`;

/**
 * The public pages' header: the site's mark (home), the blog, the agencies' sign-up, sign-in and
 * registration or the dashboard, the language, the theme. On phones the agencies' link stays in view and the
 * rest goes into a menu, so nothing is pushed past the screen's edge.
 */
export function PublicHeader() {
  const { t } = useLingui();
  const { site, slug } = useTenant();
  const publicPath = usePublicPath();
  const siteName = site.name;
  const signedIn = useSession().status === 'authenticated';
  // Signing in or registering from here comes back here (the listing asked about, say).
  const location = useLocation();
  const here = location.pathname + location.search;
  return (
    <Group component="header" justify="space-between" py="sm" mb="md" gap="xs" wrap="nowrap">
      <Anchor
        component={Link}
        to={publicPath(paths.siteRoot(slug))}
        underline="never"
        c="inherit"
        miw={0}
        style={{ overflow: 'hidden' }}
      >
        <Box visibleFrom="xs">
          <BrandMark site={site.name} />
        </Box>
        {/* On a phone the mark alone: the buttons beside it need the room. */}
        <Box hiddenFrom="xs">
          <BrandMark compact />
          <VisuallyHidden>
            <Trans>Propdesk {siteName}</Trans>
          </VisuallyHidden>
        </Box>
      </Anchor>
      <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }} component="nav" aria-label={t`Site`}>
        <Box visibleFrom="sm">
          <Button
            component={Link}
            to={publicPath(paths.articles(slug))}
            variant="subtle"
            size="sm"
            px="xs"
          >
            <Trans>Blog</Trans>
          </Button>
        </Box>
        {signedIn ? (
          <Button component={Link} to={paths.dashboard(slug)} variant="light" size="sm" px="sm">
            <Trans>Dashboard</Trans>
          </Button>
        ) : (
          <>
            <Button
              component={Link}
              to={paths.registerAgent(slug)}
              variant="subtle"
              size="sm"
              px="xs"
              data-testid="header-agency-sign-up"
            >
              {t(AGENCY_SIGN_UP)}
            </Button>
            <Box visibleFrom="sm">
              <Group gap={4} wrap="nowrap">
                <Button
                  component={Link}
                  to={paths.login(slug, here)}
                  variant="subtle"
                  size="sm"
                  px="xs"
                >
                  <Trans>Sign in</Trans>
                </Button>
                <Button
                  component={Link}
                  to={paths.registerCustomer(slug, here)}
                  variant="light"
                  size="sm"
                >
                  <Trans>Register</Trans>
                </Button>
              </Group>
            </Box>
          </>
        )}
        <LanguageMenu />
        <ColorSchemeToggle />
        <Box hiddenFrom="sm">
          <Menu position="bottom-end" width={220}>
            <Menu.Target>
              <ActionIcon variant="default" size="lg" radius="md" aria-label={t`Menu`}>
                <IconMenu2 size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item component={Link} to={publicPath(paths.articles(slug))}>
                <Trans>Blog</Trans>
              </Menu.Item>
              {!signedIn && (
                <>
                  <Menu.Item component={Link} to={paths.login(slug, here)}>
                    <Trans>Sign in</Trans>
                  </Menu.Item>
                  <Menu.Item component={Link} to={paths.registerCustomer(slug, here)}>
                    <Trans>Register</Trans>
                  </Menu.Item>
                  <Menu.Item component={Link} to={paths.registerAgent(slug)}>
                    {t(AGENCY_SIGN_UP)}
                  </Menu.Item>
                </>
              )}
            </Menu.Dropdown>
          </Menu>
        </Box>
      </Group>
    </Group>
  );
}
