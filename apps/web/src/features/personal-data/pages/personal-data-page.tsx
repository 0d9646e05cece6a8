import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { PageHeading } from '../../../components/card-list-page';
import { useTenant } from '../../../lib/tenant';
import { usePeople } from '../api/personal-data';
import { PersonRequestCard } from '../components/person-request-card';

/**
 * `/{tenant}/dashboard/moderation/personal-data`: the site's staff find the person a request
 * received by e-mail is about, then export their data or erase their account.
 */
export function PersonalDataPage() {
  const { t } = useLingui();
  const { site } = useTenant();
  const siteName = site.name;
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 300);
  const [chosen, setChosen] = useState<string | null>(null);
  const people = usePeople(debounced);

  useEffect(() => {
    document.title = t`Personal data · ${siteName}`;
  }, [siteName, t]);

  const found = debounced.trim().length >= 2 ? (people.data?.items ?? []) : [];
  return (
    <Stack gap="xl">
      <PageHeading
        title={<Trans>Personal data</Trans>}
        description={
          <Trans>
            Requests received by e-mail to see or erase what the site holds about a person. Find the
            account, say what was asked, then export its data or erase it.
          </Trans>
        }
      />
      <TextInput
        label={t`Find the person`}
        placeholder={t`Part of their e-mail address or name`}
        leftSection={<IconSearch size={16} />}
        dir="auto"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maw={480}
      />
      {debounced.trim().length >= 2 && !people.isPending && found.length === 0 && (
        <Text c="dimmed">
          <Trans>No account of this site matches.</Trans>
        </Text>
      )}
      <Stack gap="sm">
        {found.map((person) =>
          person.publicId === chosen ? (
            <PersonRequestCard
              key={person.publicId}
              id={person.publicId}
              onErased={() => setChosen(null)}
            />
          ) : (
            <Card key={person.publicId} padding="md" withBorder>
              <Group justify="space-between" wrap="nowrap">
                <div>
                  <Text fw={600} dir="auto">
                    {`${person.firstName} ${person.lastName}`.trim() || person.email}
                  </Text>
                  <Text size="sm" c="dimmed">
                    <bdi>{person.email}</bdi>
                  </Text>
                </div>
                <Button variant="light" onClick={() => setChosen(person.publicId)}>
                  <Trans>Choose</Trans>
                </Button>
              </Group>
            </Card>
          ),
        )}
      </Stack>
    </Stack>
  );
}
