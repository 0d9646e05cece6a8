import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../../lib/format';
import type { LeadDetail } from '../../../lib/queries/leads';
import classes from './lead-thread.module.css';

type Message = LeadDetail['messages'][number];

interface LeadThreadProps {
  messages: readonly Message[];
  timeZone: string;
  /** Who reads it: their own messages are labelled 'You'. */
  viewer: 'AGENT' | 'CUSTOMER';
  customerName: string;
}

/** The conversation, oldest first: the person's messages and the agent's replies. */
export function LeadThread({ messages, timeZone, viewer, customerName }: LeadThreadProps) {
  const { t } = useLingui();
  const author = (from: Message['from']) => {
    if (from === viewer)
      return t({ message: 'You', comment: 'The author of a message: the reader' });
    return from === 'AGENT'
      ? t({ message: 'Agent', comment: 'The author of a message' })
      : customerName;
  };
  return (
    <section aria-labelledby="lead-thread-title">
      <Title order={3} size="h5" id="lead-thread-title" mb="xs">
        <Trans>Messages</Trans>
      </Title>
      {messages.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No messages yet.</Trans>
        </Text>
      ) : (
        <ol className={classes.thread}>
          {messages.map((message) => (
            <Paper
              key={message.publicId}
              component="li"
              radius="md"
              p="sm"
              withBorder
              data-testid="lead-message"
              data-from={message.from}
              bg={message.from === 'AGENT' ? 'var(--mantine-color-brand-light)' : undefined}
              ms={message.from === 'AGENT' ? { base: 'md', sm: 'xl' } : 0}
              me={message.from === 'AGENT' ? 0 : { base: 'md', sm: 'xl' }}
            >
              <Text size="xs" c="dimmed" mb={4}>
                <Text span fw={700} size="xs" c="var(--mantine-color-text)">
                  <bdi>{author(message.from)}</bdi>
                </Text>{' '}
                · {formatDateTime(message.createdAt, timeZone)}
              </Text>
              <Text
                size="sm"
                style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                dir="auto"
              >
                {message.body}
              </Text>
            </Paper>
          ))}
        </ol>
      )}
    </section>
  );
}
