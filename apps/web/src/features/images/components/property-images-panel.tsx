import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { Alert, Anchor, Button, Card, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import '@mantine/dropzone/styles.css';
import { IconAlertCircle, IconPhotoPlus } from '@tabler/icons-react';
import { AppError, imageAllowance } from '@propdesk/shared';
import { StatusPage } from '../../../components/status-page';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useTenant } from '../../../lib/tenant';
import { usePropertyImages, type ImageLocation } from '../api/property-images';
import { startAddImagesTour } from '../tour/add-images-tour';
import { AllowanceText } from './allowance-text';
import { ImageGroups } from './image-groups';
import { roomLabel } from '../../../components/listing-preview/room-label';
import { ProfilePhotoButton } from './profile-photo-button';
import { UploadModal } from './upload-modal';

function LoadProblem({ error }: { error: unknown }) {
  const { slug } = useTenant();
  if (error instanceof AppError && (error.statusCode === 404 || error.statusCode === 403)) {
    return (
      <StatusPage icon={<IconAlertCircle size={36} />} title={error.message}>
        <Anchor component={Link} to={paths.propertyImagesPicker(slug)}>
          <Trans>Choose another listing</Trans>
        </Anchor>
      </StatusPage>
    );
  }
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
      {errorMessage(error)}
    </Alert>
  );
}

/**
 * A listing's images: pick a location, add images, list them, set the profile photo, delete.
 * The images page and the listing editor's images tab both show this one panel; `?tour=add-images`
 * on either starts the 'Add Images' tutorial once the images are on screen.
 */
export function PropertyImagesPanel({
  propertyId,
  hidden,
  onUnsaved,
}: {
  propertyId: string;
  /** The editor shows another tab: an open upload dialog hides too, keeping its files. */
  hidden?: boolean;
  /** Files picked in the upload dialog and not uploaded yet, or none any more. */
  onUnsaved?: (unsaved: boolean) => void;
}) {
  const { t } = useLingui();
  const [search, setSearch] = useSearchParams();
  const images = usePropertyImages(propertyId);
  const [location, setLocation] = useState<ImageLocation>('GENERAL');
  const [uploading, setUploading] = useState(false);
  const wantsTour = search.get('tour') === 'add-images';
  const ready = !!images.data;

  useEffect(() => {
    if (!wantsTour || !ready) return;
    // Drop the flag first (keeping the rest of the query, such as the editor's tab), so a
    // reload or the back button does not start the tour again.
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('tour');
        return next;
      },
      { replace: true },
    );
    startAddImagesTour();
  }, [wantsTour, ready, setSearch]);

  if (images.isError) return <LoadProblem error={images.error} />;
  if (!images.data) return <Skeleton height={420} radius="lg" />;

  const data = images.data;
  const offered = data.locations;
  const chosen = offered.includes(location) ? location : 'GENERAL';
  const existing = data.images[chosen]?.length ?? 0;
  const allowance = imageAllowance(chosen, existing);

  return (
    <Stack gap="lg">
      <Card padding="lg" withBorder>
        <Group align="flex-end" gap="md" wrap="wrap">
          <Select
            label={t`Room`}
            data={offered.map((l) => ({ value: l, label: roomLabel(l) }))}
            value={chosen}
            onChange={(value) => value && setLocation(value)}
            allowDeselect={false}
            w={220}
            data-tour="location"
            comboboxProps={{ withinPortal: true }}
          />
          <Button
            leftSection={<IconPhotoPlus size={18} />}
            onClick={() => setUploading(true)}
            disabled={allowance === 0}
            data-tour="add-images"
          >
            <Trans>Add images</Trans>
          </Button>
          <ProfilePhotoButton propertyId={propertyId} />
        </Group>
        <Group mt="md">
          <AllowanceText location={chosen} existing={existing} remaining={allowance} />
        </Group>
        {offered.length === 1 && (
          <Text size="xs" c="dimmed" mt="xs">
            <Trans>Land listings take General images only.</Trans>
          </Text>
        )}
      </Card>
      <ImageGroups propertyId={propertyId} data={data} />
      <UploadModal
        propertyId={propertyId}
        location={chosen}
        allowance={allowance}
        opened={uploading}
        onClose={() => setUploading(false)}
        hidden={hidden}
        onUnsaved={onUnsaved}
      />
    </Stack>
  );
}
