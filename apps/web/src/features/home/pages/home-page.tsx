import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconCalendarEvent,
  IconListDetails,
  IconMessages,
  IconSquareRoundedPlus,
  IconUserCircle,
} from '@tabler/icons-react';
import { useGreeting } from '../../../lib/greeting';
import { paths } from '../../../lib/paths';
import { useUnreadLeadCount } from '../../../lib/queries/leads';
import { displayName, useSignedInUser } from '../../../lib/queries/signed-in-user';
import { useTenant } from '../../../lib/tenant';
import { useNow } from '../../../lib/use-now';
import { QuickLinkCard } from '../components/quick-link-card';
import { StaffHome } from '../components/staff-home';
import { AttentionList } from '../components/attention-list';
import { isStaffUser } from '../../../lib/staff-user';

/**
 * Dashboard home (spec section 2): the greeting and the four links; moderators and admins get
 * their counts instead, customers the profile. Agents see their listings that need attention.
 */
export function HomePage() {
  const { t } = useLingui();
  const { slug, site } = useTenant();
  const user = useSignedInUser();
  const now = useNow();
  const greetingWithName = useGreeting();
  const agentCode = user.code;
  const unreadLeads = useUnreadLeadCount(user.isAgent).data ?? 0;
  const staff = isStaffUser(user.roles);
  const customer = !user.isAgent && !staff;
  const links = [
    ...(customer
      ? [
          {
            key: 'requests',
            label: t`My requests`,
            description: t`Your questions and viewing requests, with the agents' replies.`,
            to: paths.leads(slug),
            icon: IconMessages,
            color: 'brand',
          },
        ]
      : []),
    ...(user.isAgent
      ? [
          {
            key: 'create',
            label: t`Create A Listing`,
            description: t`Start a new listing for sale, rent or short stay.`,
            to: paths.newListing(slug),
            icon: IconSquareRoundedPlus,
            color: 'brand',
          },
          {
            key: 'listings',
            label: t`View My Listings`,
            description: t`Review, edit, archive and preview your listings.`,
            to: paths.myListings(slug),
            icon: IconListDetails,
            color: 'indigo',
          },
        ]
      : []),
    {
      key: 'profile',
      label: t`Check Your Profile`,
      description: user.isAgent
        ? t`Keep your agency details and contacts up to date.`
        : t`Keep your name and phone numbers up to date.`,
      to: paths.profile(slug),
      icon: IconUserCircle,
      color: 'grape',
    },
    ...(user.isAgent
      ? [
          {
            key: 'events',
            label: t`Check Your Events`,
            description: t`Plan open days, meetings and workshops.`,
            to: paths.events(slug),
            icon: IconCalendarEvent,
            color: 'orange',
          },
        ]
      : []),
  ];

  return (
    <Stack gap="xl">
      <Paper
        p={{ base: 'lg', sm: 'xl' }}
        radius="xl"
        style={{ background: 'var(--propdesk-hero)', color: 'white' }}
      >
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={6}>
            <Title order={1} c="white" fz={{ base: 26, sm: 32 }} data-testid="greeting">
              {greetingWithName(now, displayName(user))}
            </Title>
            <Text c="white" size="lg" opacity={0.92}>
              <Trans>What do you want to do today?</Trans>
            </Text>
            {unreadLeads > 0 && (
              <Anchor
                component={Link}
                to={paths.leads(slug)}
                c="white"
                fw={600}
                underline="always"
                data-testid="home-unread-leads"
              >
                <Plural value={unreadLeads} one="# unread lead" other="# unread leads" />
              </Anchor>
            )}
          </Stack>
          <Stack gap={6} align="flex-end" visibleFrom="xs">
            <Badge variant="white" color="dark" size="lg" radius="sm" dir="auto">
              {site.name}
            </Badge>
            {agentCode && (
              <Text size="sm" c="white" opacity={0.9}>
                <Trans>
                  Agent code <bdi>{agentCode}</bdi>
                </Trans>
              </Text>
            )}
          </Stack>
        </Group>
      </Paper>
      {staff && <StaffHome />}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: links.length >= 4 ? 4 : links.length }} spacing="lg">
        {links.map(({ key, ...link }) => (
          <QuickLinkCard key={key} {...link} />
        ))}
      </SimpleGrid>
      {user.isAgent && <AttentionList />}
    </Stack>
  );
}
