import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Anchor, Box, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { usePublicPath } from '../lib/i18n/addressed-language';
import { paths } from '../lib/paths';
import { useSiteOffices, type SiteOffice } from '../lib/queries/site-offices';
import { useSession, useTenant } from '../lib/tenant';
import { AGENCY_SIGN_UP } from './public-header';

/** A phone number as a tel: link takes digits and a leading plus only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A plain link to the office on OpenStreetMap: the public pages load no map library for it. */
const mapHref = ({ latitude, longitude }: { latitude: number; longitude: number }) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;

function OfficeContact({ office }: { office: SiteOffice }) {
  const { latitude, longitude, label } = office;
  return (
    <Stack gap={4} component="address" fs="normal" data-testid="footer-office">
      <Text fw={600} dir="auto">
        {office.label}
      </Text>
      <Text size="sm" c="dimmed" dir="auto">
        {office.street}, {office.city}, {office.country}
      </Text>
      {office.phone && (
        <Anchor href={telHref(office.phone)} size="sm">
          <IconPhone size={14} aria-hidden style={{ verticalAlign: -2, marginInlineEnd: 4 }} />
          <span dir="ltr">{office.phone}</span>
        </Anchor>
      )}
      {office.email && (
        <Anchor href={`mailto:${office.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
          <IconMail size={14} aria-hidden style={{ verticalAlign: -2, marginInlineEnd: 4 }} />
          <span dir="ltr">{office.email}</span>
        </Anchor>
      )}
      {latitude !== null && longitude !== null && (
        <Anchor
          href={mapHref({ latitude, longitude })}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
        >
          <IconMapPin size={14} aria-hidden style={{ verticalAlign: -2, marginInlineEnd: 4 }} />
          <Trans>View {label} on the map</Trans>
        </Anchor>
      )}
    </Stack>
  );
}

/** The site's ways in: the blog, and for visitors signed out, accounts for customers and agencies. */
function FooterLinks() {
  const { t } = useLingui();
  const { slug } = useTenant();
  const publicPath = usePublicPath();
  const signedIn = useSession().status === 'authenticated';
  const links = [
    { label: t`Blog`, to: publicPath(paths.articles(slug)) },
    ...(signedIn
      ? [{ label: t`Dashboard`, to: paths.dashboard(slug) }]
      : [
          { label: t`Sign in`, to: paths.login(slug) },
          { label: t`Create an account`, to: paths.registerCustomer(slug) },
          { label: t(AGENCY_SIGN_UP), to: paths.registerAgent(slug) },
        ]),
  ];
  return (
    <Group component="nav" aria-label={t`Footer`} gap="lg" mb="md" data-testid="footer-links">
      {links.map((link) => (
        <Anchor key={link.label} component={Link} to={link.to} size="sm">
          {link.label}
        </Anchor>
      ))}
    </Group>
  );
}

/** The public pages' footer: the site's offices with their contacts, its links, its name. */
export function PublicFooter() {
  const { site, slug } = useTenant();
  const query = useSiteOffices(slug);
  // Nothing until the offices are known: the footer then appears whole, below everything, so
  // nothing on the page moves twice.
  if (query.isPending) return null;
  const offices = query.data ?? [];
  const officeCount = offices.length;
  return (
    <Box
      component="footer"
      pt="lg"
      pb="xl"
      mt="xl"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      {offices.length > 0 && (
        <Stack gap="sm" mb="lg">
          <Title order={2} size="h5">
            <Plural value={officeCount} one="Our office" other="Our offices" />
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg" verticalSpacing="md">
            {offices.map((office) => (
              <OfficeContact key={office.publicId} office={office} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      <FooterLinks />
      <Text size="xs" c="dimmed">
        © {new Date().getFullYear()} {site.name}
      </Text>
    </Box>
  );
}
