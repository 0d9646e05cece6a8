import { Link, useParams } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { AppError } from '@propdesk/shared';
import {
  isNotYours,
  NotYourProperty,
  PropertyNotFound,
} from '../../../components/listing-unavailable';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useSignedInUser } from '../../../lib/queries/signed-in-user';
import { useTenant } from '../../../lib/tenant';
import { useEditorListing } from '../api/listing';
import { ListingEditor } from '../components/listing-editor';
import type { RenderImages } from '../components/saved-tab-panel';

interface ListingEditorPageProps {
  /** The images panel, composed in app/ (features do not import each other). */
  renderImages: RenderImages;
}

function CreateNew({ variant }: { variant?: 'light' }) {
  const { slug } = useTenant();
  return (
    <Button component={Link} to={paths.newListing(slug)} variant={variant}>
      <Trans>Create New</Trans>
    </Button>
  );
}

const notYours = (
  <NotYourProperty actions={<CreateNew variant="light" />}>
    <Trans>Only the agent who listed it can edit this listing.</Trans>
  </NotYourProperty>
);

/** Spec section 2: `/property/draft/new` and `/property/draft/{id}`, the tabbed listing form. */
export function ListingEditorPage({ renderImages }: ListingEditorPageProps) {
  const { propertyId } = useParams();
  const user = useSignedInUser();
  const listing = useEditorListing(propertyId);

  if (!propertyId) return <ListingEditor key="new" listing={null} renderImages={renderImages} />;
  if (listing.isError) {
    const error = listing.error;
    if (error instanceof AppError && error.statusCode === 404)
      return <PropertyNotFound actions={<CreateNew />} />;
    if (isNotYours(error)) return notYours;
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
        {errorMessage(error)}
      </Alert>
    );
  }
  if (!listing.data) {
    return (
      <Stack gap="lg">
        <Skeleton height={40} width="50%" />
        <Skeleton height={36} />
        <Skeleton height={360} radius="lg" />
      </Stack>
    );
  }
  // Another agent's live listing can be read but not edited.
  if (listing.data.agent.publicId !== user.publicId) return notYours;
  return <ListingEditor key={propertyId} listing={listing.data} renderImages={renderImages} />;
}
