import { useLingui } from '@lingui/react/macro';
import Lightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';

export interface LightboxPhoto {
  src: string;
  /** The room, read out and shown under the photo. */
  description: string;
  alt: string;
}

interface ImageLightboxProps {
  photos: LightboxPhoto[];
  /** The photo shown; -1 keeps the lightbox closed. */
  index: number;
  onClose: () => void;
}

/** The lightbox's own placeholders, which it fills with the photo's number and the count. */
const INDEX = '{index}';
const TOTAL = '{total}';

/**
 * Full-screen photos: arrow keys and swipes move between them, Escape closes. Its buttons and
 * roles are named in the reader's language; it follows the page's direction by itself.
 */
export function ImageLightbox({ photos, index, onClose }: ImageLightboxProps) {
  const { t } = useLingui();
  return (
    <Lightbox
      open={index >= 0}
      index={Math.max(index, 0)}
      close={onClose}
      slides={photos}
      plugins={[Captions]}
      carousel={{ finite: photos.length <= 1 }}
      controller={{ closeOnBackdropClick: true }}
      labels={{
        Previous: t({ message: 'Previous', comment: 'The previous photo' }),
        Next: t({ message: 'Next', comment: 'The next photo' }),
        Close: t`Close`,
        Lightbox: t({ message: 'Lightbox', comment: 'The full-screen photo viewer' }),
        'Photo gallery': t`Photo gallery`,
        Carousel: t({ message: 'Carousel', comment: 'The kind of element, for screen readers' }),
        Slide: t({ message: 'Slide', comment: 'One photo of a carousel, for screen readers' }),
        Caption: t({ message: 'Caption', comment: 'The words under a photo, for screen readers' }),
        '{index} of {total}': t({
          message: `${INDEX} of ${TOTAL}`,
          comment: 'INDEX: the photo shown; TOTAL: the number of photos',
        }),
      }}
    />
  );
}
