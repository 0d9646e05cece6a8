import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { Anchor, Group, Image, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHome, IconMail, IconPhone, IconUser } from '@tabler/icons-react';
import type { Lead } from '../../../lib/queries/leads';

interface LeadContactProps {
  lead: Lead;
  /** The listing's page for this reader: its detail page for the agent, the public page else. */
  listingTo: string;
  /** The agent sees who asked; the customer knows that already. */
  showPerson: boolean;
}

/** The listing the lead is about (photo, title, link) and the person who sent it. */
export function LeadContact({ lead, listingTo, showPerson }: LeadContactProps) {
  const listing = lead.propertyDetails;
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {listing.image_url ? (
            <Image
              src={listing.image_url}
              alt=""
              w={96}
              h={60}
              radius="sm"
              fit="cover"
              style={{ flex: 'none' }}
            />
          ) : (
            <ThemeIcon size={60} radius="sm" variant="light" aria-hidden>
              <IconHome size={28} stroke={1.5} />
            </ThemeIcon>
          )}
          <div style={{ minWidth: 0 }}>
            <Anchor component={Link} to={listingTo} fw={600} lineClamp={2}>
              <bdi>{listing.title}</bdi>
            </Anchor>
            <Text size="sm" c="dimmed">
              <bdi>{[listing.suburb, listing.city].filter(Boolean).join(', ')}</bdi>
            </Text>
          </div>
        </Group>
        {showPerson && !lead.email && (
          <Text size="sm" c="dimmed" data-testid="lead-person">
            <Trans>The sender&apos;s details were removed: the message stays, without them.</Trans>
          </Text>
        )}
        {showPerson && !!lead.email && (
          <Stack gap={4} data-testid="lead-person">
            <Group gap={8} wrap="nowrap">
              <IconUser size={16} stroke={1.7} aria-hidden />
              <Text size="sm" fw={600}>
                <bdi>{lead.name}</bdi>
              </Text>
            </Group>
            <Group gap={8} wrap="nowrap">
              <IconMail size={16} stroke={1.7} aria-hidden />
              <Anchor
                size="sm"
                href={`mailto:${lead.email}`}
                style={{ wordBreak: 'break-all' }}
                dir="ltr"
              >
                {lead.email}
              </Anchor>
            </Group>
            {lead.phone && (
              <Group gap={8} wrap="nowrap">
                <IconPhone size={16} stroke={1.7} aria-hidden />
                <Anchor size="sm" href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                  {lead.phone}
                </Anchor>
              </Group>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
