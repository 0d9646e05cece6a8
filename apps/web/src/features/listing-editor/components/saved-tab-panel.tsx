import type { ReactNode } from 'react';
import type { EditorListing } from '../api/listing';
import type { EditorTab } from '../editor-tabs';
import { AmenitiesTab } from './amenities-tab';
import { FeaturesTab } from './features-tab';
import { OthersTab } from './others-tab';
import { PreviewTab } from './preview-tab';
import { SeoTab } from './seo-tab';

interface SavedTabPanelProps {
  tab: EditorTab;
  listing: EditorListing;
  renderImages: (propertyId: string) => ReactNode;
}

/** The tabs of a saved listing: each loads and saves its own part. */
export function SavedTabPanel({ tab, listing, renderImages }: SavedTabPanelProps) {
  switch (tab) {
    case 'features':
      return <FeaturesTab listing={listing} />;
    case 'others':
      return <OthersTab listing={listing} />;
    case 'images':
      return renderImages(listing.publicId);
    case 'amenities':
      return <AmenitiesTab listing={listing} />;
    case 'SEO':
      return <SeoTab listing={listing} />;
    case 'preview':
      return <PreviewTab listing={listing} />;
    default:
      return null;
  }
}
