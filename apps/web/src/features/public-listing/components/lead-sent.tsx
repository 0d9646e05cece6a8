import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Anchor, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { paths } from '../../../lib/paths';
import { useTenant } from '../../../lib/tenant';

/** Where a signed-in customer follows their questions and viewings. */

/** What replaces a sent form: that it went, who answers, and for a customer where to follow it. */
export function LeadSent({
  children,
  signedIn,
  onClose,
}: {
  children: ReactNode;
  signedIn: boolean;
  onClose: () => void;
}) {
  const { slug } = useTenant();
  return (
    <Stack align="center" gap="md" py="md" ta="center" data-testid="lead-sent">
      <ThemeIcon size={56} radius="xl" color="green" variant="light" aria-hidden>
        <IconCircleCheck size={34} />
      </ThemeIcon>
      <Text size="lg" fw={600} role="status">
        {children}
      </Text>
      <Group justify="center">
        {signedIn && (
          <Anchor component={Link} to={paths.leads(slug)}>
            <Trans>See your requests</Trans>
          </Anchor>
        )}
        <Button variant="default" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
