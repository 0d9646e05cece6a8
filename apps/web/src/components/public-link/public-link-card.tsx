import {
  Anchor,
  Badge,
  Button,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LINK_COPIED_MS } from '@propdesk/shared';
import { useTenant } from '../../lib/tenant';
import { publicListingUrl } from './public-listing-url';

/** An approved listing's public address with a Copy button that reads 'Link copied' for 5 s. */
export function PublicLinkCard({ publicId }: { publicId: string }) {
  const { t } = useLingui();
  const { slug } = useTenant();
  const url = publicListingUrl(slug, publicId);
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs">
            <Badge leftSection={<IconCheck size={12} />}>
              <Trans comment="An approved listing, which customers can see">Live</Trans>
            </Badge>
            <Text size="sm" c="dimmed">
              <Trans>Customers can find this listing at</Trans>
            </Text>
          </Group>
          <Anchor href={url} size="sm" truncate="end" data-testid="public-link" dir="ltr">
            {url}
          </Anchor>
        </Stack>
        <CopyButton value={url} timeout={LINK_COPIED_MS}>
          {({ copied, copy }) => (
            <Tooltip label={t`Copy the public link`} disabled={copied}>
              <Button
                variant={copied ? 'filled' : 'default'}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
                aria-live="polite"
              >
                {copied ? t`Link copied` : t`Copy link`}
              </Button>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Paper>
  );
}
