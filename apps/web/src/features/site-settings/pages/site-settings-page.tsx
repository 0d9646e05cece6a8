import { useEffect, useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { IconLockAccess } from '@tabler/icons-react';
import { LeaveGuard } from '../../../components/leave-guard';
import { StatusPage } from '../../../components/status-page';
import { useSignedInUser } from '../../../lib/queries/signed-in-user';
import { useTenant } from '../../../lib/tenant';
import { OfficesSection } from '../components/offices-section';
import { SiteDetailsForm } from '../components/site-details-form';
import { SiteLanguagesForm } from '../components/site-languages-form';

/** The site's own details and offices: its admins keep them (moderators run the content). */
export function SiteSettingsPage() {
  const { site } = useTenant();
  const isAdmin = useSignedInUser().roles.includes('ADMIN');
  // One guard for the page's forms: the router keeps one blocker at a time.
  const [detailsDirty, setDetailsDirty] = useState(false);
  const [languagesDirty, setLanguagesDirty] = useState(false);
  const unsaved = [detailsDirty && 'the site details', languagesDirty && "the site's languages"]
    .filter(Boolean)
    .join(' and ');

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
        The site&apos;s name, currency, languages and offices are kept by its admins. Ask an admin
        to make the change.
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
          What visitors see of {site.name}: its name, its languages and its offices.
        </Text>
      </div>
      <SiteDetailsForm onDirtyChange={setDetailsDirty} />
      <SiteLanguagesForm onDirtyChange={setLanguagesDirty} />
      <OfficesSection />
      <LeaveGuard when={unsaved !== ''} subject={unsaved} />
    </Stack>
  );
}
