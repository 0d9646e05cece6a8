import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { ActionIcon, Box, Burger, Group, Menu, Text, Tooltip, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconHelpCircle,
  IconLogout,
  IconPhotoPlus,
  IconSquareRoundedPlus,
  IconUserCircle,
} from '@tabler/icons-react';
import { BrandMark } from '../../components/brand-mark';
import { LanguageChoices, useLanguageChoice } from '../../components/language-menu';
import { UserAvatar } from '../../components/user-avatar';
import { useGreeting } from '../../lib/greeting';
import { paths } from '../../lib/paths';
import type { User } from '../../lib/queries/current-user';
import { displayName } from '../../lib/queries/signed-in-user';
import { useNow } from '../../lib/use-now';
import { ListingSearch } from './listing-search';

interface TopBarProps {
  tenant: string;
  user: User;
  navOpened: boolean;
  onToggleNav: () => void;
  onLogout: () => void;
}

export function TopBar({ tenant, user, navOpened, onToggleNav, onLogout }: TopBarProps) {
  const { t } = useLingui();
  const now = useNow();
  const greetingWithName = useGreeting();
  const languageChoice = useLanguageChoice();
  const name = displayName(user);
  const { pathname } = useLocation();
  // On a listing's images page the tutorial runs right there; elsewhere it starts with a listing.
  const imagesPage = /\/dashboard\/property\/images\/[^/]+$/.test(pathname);
  return (
    <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={navOpened ? t`Close navigation` : t`Open navigation`}
        />
        <Box hiddenFrom="sm">
          <Link to={paths.dashboard(tenant)} aria-label={t`Propdesk dashboard home`}>
            <BrandMark compact />
          </Link>
        </Box>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {user.isAgent && <ListingSearch tenant={tenant} agentId={user.publicId} />}
        {user.isAgent && (
          <Menu position="bottom-end" width={230} shadow="md">
            <Menu.Target>
              <Tooltip label={t`Help`}>
                <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t`Help`}>
                  <IconHelpCircle size={22} stroke={1.7} />
                </ActionIcon>
              </Tooltip>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>
                <Trans>Tutorials</Trans>
              </Menu.Label>
              <Menu.Item
                component={Link}
                to={paths.tutorialCreateProperty(tenant)}
                leftSection={<IconSquareRoundedPlus size={18} />}
              >
                <Trans>Create Property</Trans>
              </Menu.Item>
              <Menu.Item
                component={Link}
                to={imagesPage ? `${pathname}?tour=add-images` : paths.tutorialAddImages(tenant)}
                leftSection={<IconPhotoPlus size={18} />}
              >
                <Trans>Add Images</Trans>
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
        <Menu position="bottom-end" width={260} shadow="md">
          <Menu.Target>
            <UnstyledButton style={{ borderRadius: 999 }}>
              <Group gap={8} wrap="nowrap">
                <Box aria-hidden>
                  <UserAvatar name={user.name} imageUrl={user.image_url} radius="xl" size={36} />
                </Box>
                <Text size="sm" fw={600} visibleFrom="sm" maw={160} truncate>
                  {name}
                </Text>
                <span className="sr-only">
                  <Trans>Account menu</Trans>
                </span>
                <IconChevronDown size={16} aria-hidden />
              </Group>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>
              <Text size="sm" fw={600} c="var(--mantine-color-text)" data-testid="avatar-greeting">
                {greetingWithName(now, name)}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {user.email}
              </Text>
            </Menu.Label>
            <Menu.Divider />
            <Menu.Item
              component={Link}
              to={paths.profile(tenant)}
              leftSection={<IconUserCircle size={18} />}
            >
              <Trans>Profile</Trans>
            </Menu.Item>
            {languageChoice && (
              <>
                <Menu.Divider />
                <Menu.Label>
                  <Trans>Language</Trans>
                </Menu.Label>
                <LanguageChoices />
              </>
            )}
            <Menu.Divider />
            <Menu.Item color="red" onClick={onLogout} leftSection={<IconLogout size={18} />}>
              <Trans>Logout</Trans>
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
