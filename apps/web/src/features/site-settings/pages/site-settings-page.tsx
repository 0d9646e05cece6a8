import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { IconLockAccess } from '@tabler/icons-react';
import { LeaveGuard } from '../../../components/leave-guard';
import { StatusPage } from '../../../components/status-page';
import { useSignedInUser } from '../../../lib/queries/signed-in-user';
import { useTenant } from '../../../lib/tenant';
import { OfficesSection } from '../components/offices-section';
import { SiteDetailsForm } from '../components/site-details-form';
import { SiteLanguagesForm } from '../components/site-languages-form';
import { WatermarkForm } from '../components/watermark-form';

/** The site's own details and offices: its admins keep them (moderators run the content). */
export function SiteSettingsPage() {
  const { t } = useLingui();
  const { site } = useTenant();
  const siteName = site.name;
  const isAdmin = useSignedInUser().roles.includes('ADMIN');
  // One guard for the page's forms: the router keeps one blocker at a time.
  const [detailsDirty, setDetailsDirty] = useState(false);
  const [languagesDirty, setLanguagesDirty] = useState(false);
  const [watermarkDirty, setWatermarkDirty] = useState(false);
  const unsaved =
    watermarkDirty && (detailsDirty || languagesDirty)
      ? t`the changes on this page`
      : watermarkDirty
        ? t`the watermark`
        : detailsDirty && languagesDirty
          ? t`the site details and the site's languages`
          : detailsDirty
            ? t`the site details`
            : languagesDirty
              ? t`the site's languages`
              : '';

  useEffect(() => {
    document.title = t`Site · ${siteName}`;
  }, [siteName, t]);

  if (!isAdmin) {
    return (
      <StatusPage
        icon={<IconLockAccess size={36} stroke={1.6} />}
        title={t`Only admins can change the site`}
        color="orange"
      >
        <Trans>
          The site&apos;s name, currency, languages, watermark and offices are kept by its admins.
          Ask an admin to make the change.
        </Trans>
      </StatusPage>
    );
  }

  return (
    <Stack gap="xl">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          <Trans>Site</Trans>
        </Title>
        <Text c="dimmed" size="sm">
          <Trans>
            What visitors see of {siteName}: its name, its languages, its photos' watermark and its
            offices.
          </Trans>
        </Text>
      </div>
      <SiteDetailsForm onDirtyChange={setDetailsDirty} />
      <SiteLanguagesForm onDirtyChange={setLanguagesDirty} />
      <WatermarkForm onDirtyChange={setWatermarkDirty} />
      <OfficesSection />
      <LeaveGuard when={unsaved !== ''} subject={unsaved} />
    </Stack>
  );
}
