import { PropertyImagesPanel } from '../features/images/components/property-images-panel';
import { ListingEditorPage } from '../features/listing-editor/pages/listing-editor-page';

const renderImages = (propertyId: string) => <PropertyImagesPanel propertyId={propertyId} />;

/** The listing editor with the images feature's panel as its images tab. */
export function ListingEditorRoute() {
  return <ListingEditorPage renderImages={renderImages} />;
}
