import { Trans } from '@lingui/react/macro';
import { Card, SimpleGrid, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { EventCard } from '../../../components/event-card/event-card';
import { useLanguage } from '../../../lib/i18n/use-language';
import { agentEventsOptions } from '../../../lib/queries/agent-events';
import { useTenant } from '../../../lib/tenant';

/**
 * The agent's next events (the first page of the upcoming list: what is on now, then the soonest,
 * 10 at most). Nothing at all, not even the heading, while there are none or they cannot be read:
 * the page is complete without them.
 */
export function AgentEvents({ agentId }: { agentId: string }) {
  const { api, slug, site } = useTenant();
  const { language } = useLanguage();
  const upcoming = useInfiniteQuery({
    ...agentEventsOptions(api, slug, agentId, 'upcoming', language),
    select: (data) => data.pages[0]?.content ?? [],
  });
  if (!upcoming.data?.length) return null;
  return (
    <Card padding="lg" component="section" aria-labelledby="agent-events-heading">
      <Title order={2} size="h4" mb="md" id="agent-events-heading">
        <Trans>Upcoming events</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} data-testid="agent-events">
        {upcoming.data.map((event) => (
          <EventCard key={event.publicId} event={event} timeZone={site.timeZone} />
        ))}
      </SimpleGrid>
    </Card>
  );
}
