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
import { paths } from '../../../lib/paths';
import { useSession, useTenant } from '../../../lib/tenant';
import { useListingChoices } from '../api/listing';

function Listings({ agentId, tour }: { agentId: string; tour: boolean }) {
  const { slug } = useTenant();
  const listings = useListingChoices(agentId);
  if (!listings.data) return <Skeleton height={240} radius="lg" />;
  if (!listings.data.content.length) {
    return (
      <Card padding="xl" withBorder>
        <Stack align="center" gap="sm">
          <Text c="dimmed">You have no listings yet. Create one, then add its images.</Text>
          <Button component={Link} to={paths.newListing(slug)}>
            Create A Listing
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
            {p.name}
          </Text>
          <Text size="xs" c="dimmed">
            {p.code}{' '}
            <Badge size="xs" variant="light" color={p.published === 'APPROVED' ? 'teal' : 'orange'}>
              {p.published}
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
          Add Images
        </Title>
        <Text c="dimmed">Choose the listing whose photos you want to manage.</Text>
      </div>
      {agentId && <Listings agentId={agentId} tour={search.get('tour') === 'add-images'} />}
    </Stack>
  );
}
