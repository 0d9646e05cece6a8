import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import {
  AppShell,
  Badge,
  Box,
  Divider,
  NavLink,
  ScrollArea,
  Stack,
  Switch,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconCalendarEvent,
  IconClipboardCheck,
  IconDoorExit,
  IconHome2,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconListDetails,
  IconLogout,
  IconMessages,
  IconMoon,
  IconSquareRoundedPlus,
  IconUserCircle,
} from '@tabler/icons-react';
import { agentsNavItem } from '../../features/agent-verification/agents-nav';
import { auditNavItem } from '../../features/audit/audit-nav';
import { contentNavGroup } from '../../features/content-admin/content-nav';
import { siteSettingsNavGroup } from '../../features/site-settings/site-settings-nav';
import { BrandMark } from '../../components/brand-mark';
import { useColorSchemeToggle } from '../../components/color-scheme-toggle';
import { paths } from '../../lib/paths';
import { useUnreadLeadCount } from '../../lib/queries/leads';
import { useModerationSummary } from '../../lib/queries/moderation';
import classes from './sidebar.module.css';

interface SidebarProps {
  tenant: string;
  siteName: string;
  isAgent: boolean;
  /** Customers get 'My requests': their own inquiries and viewings on the Leads page. */
  isCustomer: boolean;
  /** Moderators and admins: the staff's groups, and 'Review queue' with the waiting count. */
  isStaff: boolean;
  /** Admins: the site's own details. */
  isAdmin: boolean;
  minimised: boolean;
  /** Absent on phones, where the sidebar is a drawer rather than a rail. */
  onToggleMinimised?: () => void;
  onNavigate: () => void;
  onLogout: () => void;
}

interface Item {
  label: string;
  to: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  exact?: boolean;
  /** A count shown beside the label (unread leads); hidden at 0. */
  unread?: number;
  /** What the count counts, for screen readers: 'unread' unless said. */
  countLabel?: string;
}

/** The unread count: the number for the eye, 'N unread' for screen readers. */
function UnreadBadge({
  count,
  minimised,
  label = 'unread',
}: {
  count: number;
  minimised: boolean;
  label?: string;
}) {
  return (
    <Badge
      size={minimised ? 'xs' : 'sm'}
      circle={minimised}
      color="red.8"
      variant="filled"
      className={minimised ? classes.unreadDot : undefined}
      data-testid={label === 'unread' ? 'leads-unread' : `count-${label}`}
    >
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <VisuallyHidden>
        {count} {label}
      </VisuallyHidden>
    </Badge>
  );
}

export function Sidebar(props: SidebarProps) {
  const { tenant, siteName, isAgent, isCustomer, isStaff, isAdmin, minimised } = props;
  const { onToggleMinimised, onNavigate, onLogout } = props;
  const { pathname } = useLocation();
  const unread = useUnreadLeadCount(isAgent).data ?? 0;
  const waiting = useModerationSummary(isStaff).data?.waiting ?? 0;
  const { dark, toggle } = useColorSchemeToggle();

  const groups: { label: string; items: Item[] }[] = [
    {
      label: 'Overview',
      items: [{ label: 'Home', to: paths.dashboard(tenant), icon: IconHome2, exact: true }],
    },
    ...(isAgent
      ? [
          {
            label: 'Property Manager',
            items: [
              { label: 'New Listing', to: paths.newListing(tenant), icon: IconSquareRoundedPlus },
              { label: 'My Listings', to: paths.myListings(tenant), icon: IconListDetails },
              { label: 'Leads', to: paths.leads(tenant), icon: IconMessages, unread },
            ],
          },
          {
            label: 'Events',
            items: [{ label: 'Events', to: paths.events(tenant), icon: IconCalendarEvent }],
          },
        ]
      : []),
    ...(isStaff
      ? [
          {
            label: 'Moderation',
            items: [
              {
                label: 'Review queue',
                to: paths.reviewQueue(tenant),
                icon: IconClipboardCheck,
                unread: waiting,
                countLabel: 'waiting',
              },
              agentsNavItem(tenant),
              auditNavItem(tenant),
            ],
          },
        ]
      : []),
    ...(isCustomer
      ? [
          {
            label: 'Requests',
            items: [{ label: 'My requests', to: paths.leads(tenant), icon: IconMessages }],
          },
        ]
      : []),
    ...(isStaff ? [contentNavGroup(tenant)] : []),
    ...(isAdmin ? [siteSettingsNavGroup(tenant)] : []),
    {
      label: 'Settings',
      items: [{ label: 'Profile', to: paths.profile(tenant), icon: IconUserCircle }],
    },
  ];

  const isActive = (item: Item) =>
    item.exact ? pathname === item.to : pathname === item.to || pathname.startsWith(`${item.to}/`);

  const withTip = (label: string, node: React.ReactElement) =>
    minimised ? (
      <Tooltip label={label} position="right" key={label}>
        {node}
      </Tooltip>
    ) : (
      node
    );

  return (
    <>
      <AppShell.Section className={classes.brand} data-minimised={minimised || undefined}>
        <Link
          to={paths.dashboard(tenant)}
          className={classes.brandLink}
          aria-label={minimised ? 'Propdesk dashboard home' : undefined}
        >
          <BrandMark site={siteName} compact={minimised} />
        </Link>
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea} type="never">
        <nav aria-label="Dashboard">
          <Stack gap="md" p="sm">
            {groups.map((group) => (
              <Box key={group.label}>
                {minimised ? (
                  <Divider my={4} className={classes.groupDivider} />
                ) : (
                  <Text className={classes.groupLabel}>{group.label}</Text>
                )}
                <Stack gap={2}>
                  {group.items.map((item) =>
                    withTip(
                      item.label,
                      <NavLink
                        key={item.to}
                        component={Link}
                        to={item.to}
                        onClick={onNavigate}
                        active={isActive(item)}
                        aria-current={isActive(item) ? 'page' : undefined}
                        label={minimised ? undefined : item.label}
                        aria-label={
                          minimised && item.unread
                            ? `${item.label}, ${item.unread} ${item.countLabel ?? 'unread'}`
                            : minimised
                              ? item.label
                              : undefined
                        }
                        leftSection={
                          <span className={classes.iconWrap}>
                            <item.icon size={20} stroke={1.7} />
                            {minimised && Boolean(item.unread) && (
                              <UnreadBadge
                                count={item.unread ?? 0}
                                label={item.countLabel}
                                minimised
                              />
                            )}
                          </span>
                        }
                        rightSection={
                          !minimised && item.unread ? (
                            <UnreadBadge
                              count={item.unread}
                              label={item.countLabel}
                              minimised={false}
                            />
                          ) : undefined
                        }
                        className={classes.link}
                        data-minimised={minimised || undefined}
                      />,
                    ),
                  )}
                </Stack>
              </Box>
            ))}
          </Stack>
        </nav>
      </AppShell.Section>
      <AppShell.Section p="sm" className={classes.footer}>
        <Stack gap={2}>
          {minimised ? (
            withTip(
              dark ? 'Dark mode: on' : 'Dark mode: off',
              <UnstyledButton
                className={classes.action}
                onClick={toggle}
                role="switch"
                aria-checked={dark}
                aria-label="Dark mode"
              >
                <IconMoon size={20} stroke={1.7} />
              </UnstyledButton>,
            )
          ) : (
            <Switch
              className={classes.switch}
              label="Dark mode"
              checked={dark}
              onChange={toggle}
              thumbIcon={<IconMoon size={10} stroke={2.5} />}
            />
          )}
          {withTip(
            'Logout',
            <UnstyledButton
              className={classes.action}
              onClick={onLogout}
              aria-label={minimised ? 'Logout' : undefined}
            >
              <IconLogout size={20} stroke={1.7} />
              {!minimised && <span>Logout</span>}
            </UnstyledButton>,
          )}
          {withTip(
            'Exit Dashboard',
            <UnstyledButton
              component={Link}
              to={paths.siteRoot(tenant)}
              className={classes.action}
              aria-label={minimised ? 'Exit Dashboard' : undefined}
            >
              <IconDoorExit size={20} stroke={1.7} />
              {!minimised && <span>Exit Dashboard</span>}
            </UnstyledButton>,
          )}
          {onToggleMinimised &&
            withTip(
              minimised ? 'Expand sidebar' : 'Minimise sidebar',
              <UnstyledButton
                className={classes.action}
                onClick={onToggleMinimised}
                aria-label={minimised ? 'Expand sidebar' : 'Minimise sidebar'}
                aria-expanded={!minimised}
              >
                {minimised ? (
                  <IconLayoutSidebarLeftExpand size={20} stroke={1.7} />
                ) : (
                  <IconLayoutSidebarLeftCollapse size={20} stroke={1.7} />
                )}
                {!minimised && <span>Minimise</span>}
              </UnstyledButton>,
            )}
        </Stack>
      </AppShell.Section>
    </>
  );
}
