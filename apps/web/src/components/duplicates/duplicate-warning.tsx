import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Alert, Anchor, Group, List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconCopy } from '@tabler/icons-react';
import { paths } from '../../lib/paths';
import { duplicatesOptions } from '../../lib/queries/duplicates';
import { useTenant } from '../../lib/tenant';
import { MatchedBadges } from './matched-badges';

/**
 * Tells an agent, once a listing is saved or its photos change, that it may be a home they have
 * already listed (the API answers their own listings only), with a link to each.
 */
export function DuplicateWarning({ listingId, version }: { listingId: string; version: string }) {
  const { api, slug } = useTenant();
  const { data } = useQuery(duplicatesOptions(api, slug, listingId, version));
  if (!data?.length) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconCopy size={18} aria-hidden />}
      data-testid="duplicate-warning"
    >
      <Text size="sm" fw={700}>
        <Trans>You may have listed this home already</Trans>
      </Text>
      <Text size="sm" mb="xs">
        <Trans>
          Customers would see it twice. If it is the same home, keep one listing and archive or
          delete the other.
        </Trans>
      </Text>
      <List size="sm" spacing={6}>
        {data.map((other) => (
          <List.Item key={other.publicId}>
            <Group gap="xs" wrap="wrap">
              <Anchor component={Link} to={paths.propertyDetails(slug, other.publicId)}>
                <bdi>{other.title || other.name}</bdi>
              </Anchor>
              <MatchedBadges matched={other.matched} />
            </Group>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
