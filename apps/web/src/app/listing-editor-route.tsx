import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import { ListingEditorPage } from '../features/listing-editor/pages/listing-editor-page';
import type { RenderImages } from '../features/listing-editor/components/saved-tab-panel';

// The images tab's code (uploads, cropping) loads when the tab opens, not with the editor.
const PropertyImagesPanel = lazy(async () => ({
  default: (await import('../features/images/components/property-images-panel'))
    .PropertyImagesPanel,
}));

const renderImages: RenderImages = (propertyId, { hidden, onUnsaved }) => (
  <Suspense fallback={<Skeleton height={420} radius="lg" />}>
    <PropertyImagesPanel propertyId={propertyId} hidden={hidden} onUnsaved={onUnsaved} />
  </Suspense>
);

/** The listing editor with the images feature's panel as its images tab. */
export function ListingEditorRoute() {
  return <ListingEditorPage renderImages={renderImages} />;
}
