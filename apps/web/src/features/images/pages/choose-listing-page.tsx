import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import {
  AspectRatio,
  Badge,
  Button,
  Card,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { PUBLISHED_MESSAGES } from '../../../lib/i18n/labels';
import { paths } from '../../../lib/paths';
import { useSession, useTenant } from '../../../lib/tenant';
import { useListingChoices } from '../api/listing';

function Listings({ agentId, tour }: { agentId: string; tour: boolean }) {
  const { t } = useLingui();
  const { slug } = useTenant();
  const listings = useListingChoices(agentId);
  if (!listings.data) return <Skeleton height={240} radius="lg" />;
  if (!listings.data.content.length) {
    return (
      <Card padding="xl" withBorder>
        <Stack align="center" gap="sm">
          <Text c="dimmed">
            <Trans>You have no listings yet. Create one, then add its images.</Trans>
          </Text>
          <Button component={Link} to={paths.newListing(slug)}>
            <Trans>Create A Listing</Trans>
          </Button>
        </Stack>
      </Card>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {listings.data.content.map((p) => (
        <Card
          key={p.publicId}
          component={Link}
          to={paths.propertyImages(slug, p.publicId, tour)}
          padding="sm"
          withBorder
          data-testid="listing-choice"
        >
          <Card.Section>
            <AspectRatio ratio={8 / 5}>
              {p.profilePhoto ? (
                <Image src={p.profilePhoto} alt="" />
              ) : (
                <Stack align="center" justify="center" bg="var(--mantine-color-default-hover)">
                  <IconPhoto size={40} stroke={1.4} aria-hidden />
                </Stack>
              )}
            </AspectRatio>
          </Card.Section>
          <Text fw={600} mt="sm" truncate>
            <bdi>{p.name}</bdi>
          </Text>
          <Text size="xs" c="dimmed">
            <span dir="ltr">{p.code}</span>{' '}
            <Badge size="xs" variant="light" color={p.published === 'APPROVED' ? 'teal' : 'orange'}>
              {t(PUBLISHED_MESSAGES[p.published])}
            </Badge>
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** Where the 'Add Images' tutorial starts: the agent picks which listing to work on. */
export function ChooseListingPage() {
  const session = useSession();
  const [search] = useSearchParams();
  const agentId = session.status === 'authenticated' ? session.claims.agentId : undefined;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          <Trans>Add Images</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Choose the listing whose photos you want to manage.</Trans>
        </Text>
      </div>
      {agentId && <Listings agentId={agentId} tour={search.get('tour') === 'add-images'} />}
    </Stack>
  );
}
