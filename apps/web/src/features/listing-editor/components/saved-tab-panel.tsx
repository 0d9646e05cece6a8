import type { ReactNode } from 'react';
import type { EditorListing } from '../api/listing';
import type { EditorTab } from '../editor-tabs';
import { AmenitiesTab } from './amenities-tab';
import { FeaturesTab } from './features-tab';
import { OthersTab } from './others-tab';
import { PreviewTab } from './preview-tab';
import { SeoTab } from './seo-tab';
import { useTabActive, useUnsavedReporter } from '../unsaved-tabs';

interface SavedTabPanelProps {
  tab: EditorTab;
  listing: EditorListing;
  renderImages: RenderImages;
}

/** How the images tab is shown: hidden while another tab is open, and what it reports. */
export interface ImagesTabView {
  hidden: boolean;
  onUnsaved: (unsaved: boolean) => void;
}
export type RenderImages = (propertyId: string, view: ImagesTabView) => ReactNode;

function ImagesTab({ listing, render }: { listing: EditorListing; render: RenderImages }) {
  const active = useTabActive();
  const onUnsaved = useUnsavedReporter();
  return render(listing.publicId, { hidden: !active, onUnsaved });
}

/** The tabs of a saved listing: each loads and saves its own part. */
export function SavedTabPanel({ tab, listing, renderImages }: SavedTabPanelProps) {
  switch (tab) {
    case 'features':
      return <FeaturesTab listing={listing} />;
    case 'others':
      return <OthersTab listing={listing} />;
    case 'images':
      return <ImagesTab listing={listing} render={renderImages} />;
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
