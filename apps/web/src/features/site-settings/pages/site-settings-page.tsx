import { useEffect } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { IconLockAccess } from '@tabler/icons-react';
import { StatusPage } from '../../../components/status-page';
import { useSignedInUser } from '../../../lib/queries/signed-in-user';
import { useTenant } from '../../../lib/tenant';
import { OfficesSection } from '../components/offices-section';
import { SiteDetailsForm } from '../components/site-details-form';

/** The site's own details and offices: its admins keep them (moderators run the content). */
export function SiteSettingsPage() {
  const { site } = useTenant();
  const isAdmin = useSignedInUser().roles.includes('ADMIN');

  useEffect(() => {
    document.title = `Site · ${site.name}`;
  }, [site.name]);

  if (!isAdmin) {
    return (
      <StatusPage
        icon={<IconLockAccess size={36} stroke={1.6} />}
        title="Only admins can change the site"
        color="orange"
      >
        The site&apos;s name, currency and offices are kept by its admins. Ask an admin to make the
        change.
      </StatusPage>
    );
  }

  return (
    <Stack gap="xl">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Site
        </Title>
        <Text c="dimmed" size="sm">
          What visitors see of {site.name}: its name and its offices.
        </Text>
      </div>
      <SiteDetailsForm />
      <OfficesSection />
    </Stack>
  );
}
