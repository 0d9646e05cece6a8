import type { ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Anchor, Box, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuildingStore,
  IconCalendarEvent,
  IconChecks,
  IconHomeSearch,
  IconMessages,
  IconPhotoScan,
} from '@tabler/icons-react';
import { BrandMark } from '../../../components/brand-mark';
import { ColorSchemeToggle } from '../../../components/color-scheme-toggle';
import { LanguageMenu } from '../../../components/language-menu';
import { paths } from '../../../lib/paths';
import { useTenant } from '../../../lib/tenant';
import classes from './auth-layout.module.css';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Wider card for the longer sign-up forms. */
  wide?: boolean;
  /** Whom the brand panel speaks to: agencies signing up, customers signing up, or anyone. */
  audience?: Audience;
}

type Audience = 'agency' | 'customer' | 'everyone';

const PANELS: Record<
  Audience,
  { heading: MessageDescriptor; highlights: { icon: typeof IconChecks; text: MessageDescriptor }[] }
> = {
  agency: {
    heading: msg`Everything your agency lists, in one calm place.`,
    highlights: [
      { icon: IconChecks, text: msg`Create, preview and publish listings in minutes` },
      { icon: IconPhotoScan, text: msg`Organise photos room by room` },
      { icon: IconCalendarEvent, text: msg`Run viewings, open days and events` },
    ],
  },
  customer: {
    heading: msg`Find your next home, and hear back from the agent.`,
    highlights: [
      { icon: IconHomeSearch, text: msg`Search homes to buy, rent or stay in your own words` },
      { icon: IconCalendarEvent, text: msg`Ask questions and request viewings` },
      { icon: IconMessages, text: msg`Follow your requests and the replies in one place` },
    ],
  },
  everyone: {
    heading: msg`Homes to buy, rent and stay, and the agencies that list them.`,
    highlights: [
      { icon: IconHomeSearch, text: msg`Find a place and request a viewing` },
      { icon: IconMessages, text: msg`Follow your requests and the replies in one place` },
      { icon: IconBuildingStore, text: msg`List and manage your agency's properties` },
    ],
  },
};

/** The frame of every signed-out page: a brand panel beside the form, the form alone on phones. */
export function AuthLayout(props: AuthLayoutProps) {
  const { title, subtitle, children, footer, wide = false, audience = 'everyone' } = props;
  const { t } = useLingui();
  const { site, slug } = useTenant();
  const siteName = site.name;
  const panel = PANELS[audience];
  return (
    <div className={classes.root}>
      <aside className={classes.hero} aria-label={t`About ${siteName}`}>
        <Anchor component={Link} to={paths.siteRoot(slug)} c="white" underline="never">
          <Group gap={10}>
            <BrandMark compact />
            <Text fw={800} size="lg" c="white">
              {site.name}
            </Text>
          </Group>
        </Anchor>
        <Stack gap="lg" maw={420}>
          <Title order={2} c="white" fz={34} lh={1.15}>
            {t(panel.heading)}
          </Title>
          <List spacing="md" c="white" center listStyleType="none" lh={1.35}>
            {panel.highlights.map(({ icon: Icon, text }) => (
              <List.Item
                key={text.id}
                icon={
                  <ThemeIcon size={30} radius="xl" color="white" variant="white" aria-hidden>
                    <Icon size={17} color="var(--mantine-color-brand-8)" />
                  </ThemeIcon>
                }
              >
                {t(text)}
              </List.Item>
            ))}
          </List>
        </Stack>
        <Text size="sm" c="white" opacity={0.85}>
          <Trans>Buy, rent and short stay across {siteName}.</Trans>
        </Text>
      </aside>
      <main className={classes.main}>
        <Group justify="space-between" className={classes.topRow}>
          <Anchor
            component={Link}
            to={paths.siteRoot(slug)}
            underline="never"
            c="inherit"
            className={classes.mobileBrand}
          >
            <BrandMark site={site.name} />
          </Anchor>
          <Group gap={4} wrap="nowrap">
            <LanguageMenu />
            <ColorSchemeToggle />
          </Group>
        </Group>
        <Box className={classes.formWrap} maw={wide ? 560 : 420}>
          <Paper p={{ base: 'lg', sm: 'xl' }} shadow="sm" withBorder>
            <Title order={1} fz={26} mb={4}>
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm" mb="lg">
                {subtitle}
              </Text>
            )}
            {children}
          </Paper>
          {footer && (
            <Text ta="center" size="sm" mt="lg">
              {footer}
            </Text>
          )}
        </Box>
      </main>
    </div>
  );
}
