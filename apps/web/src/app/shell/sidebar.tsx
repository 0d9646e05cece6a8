import type { ComponentType } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  useDirection,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconCalendarEvent,
  IconClipboardCheck,
  IconDoorExit,
  IconHeart,
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
import { personalDataNavItem } from '../../features/personal-data/personal-data-nav';
import { contentNavGroup } from '../../features/content-admin/content-nav';
import { feedClientsNavItem } from '../../features/feed-clients/feed-clients-nav';
import { resoSourcesNavItem } from '../../features/reso-sources/reso-sources-nav';
import {
  listingImportsNavItem,
  staffListingImportsNavItem,
} from '../../features/listing-imports/listing-imports-nav';
import { savedSearchesNavItem } from '../../features/saved-searches/saved-searches-nav';
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
  /** What the count counts, for screen readers: unread leads unless said. */
  countKind?: CountKind;
}

type CountKind = 'unread' | 'waiting';

/** 'N unread' or 'N waiting', for screen readers. */
function useCountText() {
  const { t } = useLingui();
  return (count: number, kind: CountKind = 'unread') =>
    kind === 'waiting'
      ? t`${plural(count, { one: '# waiting', other: '# waiting' })}`
      : t`${plural(count, { one: '# unread', other: '# unread' })}`;
}

/** The unread count: the number for the eye, 'N unread' for screen readers. */
function UnreadBadge({
  count,
  minimised,
  kind = 'unread',
}: {
  count: number;
  minimised: boolean;
  kind?: CountKind;
}) {
  const countText = useCountText();
  return (
    <Badge
      size={minimised ? 'xs' : 'sm'}
      circle={minimised}
      color="red.8"
      variant="filled"
      className={minimised ? classes.unreadDot : undefined}
      data-testid={kind === 'unread' ? 'leads-unread' : `count-${kind}`}
    >
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <VisuallyHidden>{countText(count, kind)}</VisuallyHidden>
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
  const { t } = useLingui();
  const countText = useCountText();

  const groups: { label: string; items: Item[] }[] = [
    {
      label: t`Overview`,
      items: [{ label: t`Home`, to: paths.dashboard(tenant), icon: IconHome2, exact: true }],
    },
    ...(isAgent
      ? [
          {
            label: t`Property Manager`,
            items: [
              { label: t`New Listing`, to: paths.newListing(tenant), icon: IconSquareRoundedPlus },
              { label: t`My Listings`, to: paths.myListings(tenant), icon: IconListDetails },
              listingImportsNavItem(tenant),
              { label: t`Leads`, to: paths.leads(tenant), icon: IconMessages, unread },
            ],
          },
          {
            label: t`Events`,
            items: [{ label: t`Events`, to: paths.events(tenant), icon: IconCalendarEvent }],
          },
        ]
      : []),
    ...(isStaff
      ? [
          {
            label: t`Moderation`,
            items: [
              {
                label: t`Review queue`,
                to: paths.reviewQueue(tenant),
                icon: IconClipboardCheck,
                unread: waiting,
                countKind: 'waiting' as const,
              },
              agentsNavItem(tenant),
              staffListingImportsNavItem(tenant),
              auditNavItem(tenant),
              personalDataNavItem(tenant),
            ],
          },
        ]
      : []),
    ...(isCustomer
      ? [
          {
            label: t`Requests`,
            items: [
              { label: t`My requests`, to: paths.leads(tenant), icon: IconMessages },
              { label: t`Favourites`, to: paths.favourites(tenant), icon: IconHeart },
              savedSearchesNavItem(tenant),
            ],
          },
        ]
      : []),
    ...(isStaff ? [contentNavGroup(tenant)] : []),
    ...(isAdmin ? [administrationNavGroup(tenant)] : []),
    {
      label: t`Settings`,
      items: [{ label: t`Profile`, to: paths.profile(tenant), icon: IconUserCircle }],
    },
  ];

  const isActive = (item: Item) =>
    item.exact ? pathname === item.to : pathname === item.to || pathname.startsWith(`${item.to}/`);

  // The tip opens beside the rail, on the page's side of it: to its left in right-to-left pages.
  const { dir } = useDirection();
  const withTip = (label: string, node: React.ReactElement) =>
    minimised ? (
      <Tooltip label={label} position={dir === 'rtl' ? 'left' : 'right'} key={label}>
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
          aria-label={minimised ? t`Propdesk dashboard home` : undefined}
        >
          <BrandMark site={siteName} compact={minimised} />
        </Link>
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea} type="never">
        <nav aria-label={t`Dashboard`}>
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
                            ? `${item.label}, ${countText(item.unread, item.countKind)}`
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
                                kind={item.countKind}
                                minimised
                              />
                            )}
                          </span>
                        }
                        rightSection={
                          !minimised && item.unread ? (
                            <UnreadBadge
                              count={item.unread}
                              kind={item.countKind}
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
              dark ? t`Dark mode: on` : t`Dark mode: off`,
              <UnstyledButton
                className={classes.action}
                onClick={toggle}
                role="switch"
                aria-checked={dark}
                aria-label={t`Dark mode`}
              >
                <IconMoon size={20} stroke={1.7} />
              </UnstyledButton>,
            )
          ) : (
            <Switch
              className={classes.switch}
              label={t`Dark mode`}
              checked={dark}
              onChange={toggle}
              thumbIcon={<IconMoon size={10} stroke={2.5} />}
            />
          )}
          {withTip(
            t`Logout`,
            <UnstyledButton
              className={classes.action}
              onClick={onLogout}
              aria-label={minimised ? t`Logout` : undefined}
            >
              <IconLogout size={20} stroke={1.7} className={classes.flipInRtl} />
              {!minimised && (
                <span>
                  <Trans>Logout</Trans>
                </span>
              )}
            </UnstyledButton>,
          )}
          {withTip(
            t`Exit Dashboard`,
            <UnstyledButton
              component={Link}
              to={paths.siteRoot(tenant)}
              className={classes.action}
              aria-label={minimised ? t`Exit Dashboard` : undefined}
            >
              <IconDoorExit size={20} stroke={1.7} className={classes.flipInRtl} />
              {!minimised && (
                <span>
                  <Trans>Exit Dashboard</Trans>
                </span>
              )}
            </UnstyledButton>,
          )}
          {onToggleMinimised &&
            withTip(
              minimised ? t`Expand sidebar` : t`Minimise sidebar`,
              <UnstyledButton
                className={classes.action}
                onClick={onToggleMinimised}
                aria-label={minimised ? t`Expand sidebar` : t`Minimise sidebar`}
                aria-expanded={!minimised}
              >
                {minimised ? (
                  <IconLayoutSidebarLeftExpand
                    size={20}
                    stroke={1.7}
                    className={classes.flipInRtl}
                  />
                ) : (
                  <IconLayoutSidebarLeftCollapse
                    size={20}
                    stroke={1.7}
                    className={classes.flipInRtl}
                  />
                )}
                {!minimised && (
                  <span>
                    <Trans>Minimise</Trans>
                  </span>
                )}
              </UnstyledButton>,
            )}
        </Stack>
      </AppShell.Section>
    </>
  );
}

/**
 * The admin's group: the site's own details, who may read its listing feed, and the RESO servers
 * it copies listings from.
 */
function administrationNavGroup(tenant: string) {
  const group = siteSettingsNavGroup(tenant);
  return {
    ...group,
    items: [...group.items, feedClientsNavItem(tenant), resoSourcesNavItem(tenant)],
  };
}
