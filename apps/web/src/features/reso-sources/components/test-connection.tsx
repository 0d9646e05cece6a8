import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconPlugConnected, IconX } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useTestResoSource } from '../api/reso-sources';
import classes from '../reso-sources.module.css';
import { importReasonMessage } from '../../../lib/i18n/validation';

/** "Test connection": a token, the service document and the counts the remote answers. */
export function TestConnection({ sourceId }: { sourceId: string }) {
  const { t, i18n } = useLingui();
  const test = useTestResoSource();
  const counts = test.data?.counts;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="reso-test">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="reso-test">
            <Trans>Connection</Trans>
          </Title>
          <Button
            variant="default"
            leftSection={<IconPlugConnected size={18} />}
            onClick={() => test.mutate(sourceId)}
            loading={test.isPending}
          >
            <Trans>Test connection</Trans>
          </Button>
        </Group>
        {test.isIdle && (
          <Text size="sm" c="dimmed">
            <Trans>
              The test gets a token with the client id and secret, then asks the server what it
              offers. Nothing is copied.
            </Trans>
          </Text>
        )}
        {counts && (
          <Alert
            color="teal"
            icon={<IconCheck size={20} />}
            title={t`The server answered`}
            data-testid="reso-test-result"
          >
            <List size="sm" spacing={2}>
              {/* RESO's resource names, as the server answers them: the same in every language. */}
              {Object.entries(counts).map(([resource, count]) => {
                return (
                  <List.Item key={resource}>
                    <bdi dir="ltr">{resource}</bdi>:{' '}
                    {count === null ? <Trans>not offered</Trans> : formatNumber(count)}
                  </List.Item>
                );
              })}
            </List>
          </Alert>
        )}
        {test.isError && (
          <Alert
            color="red"
            icon={<IconX size={20} />}
            title={t`The connection failed`}
            role="alert"
            data-testid="reso-test-result"
          >
            <Text size="sm" className={classes.address} dir="auto">
              {importReasonMessage(errorMessage(test.error), i18n)}
            </Text>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
