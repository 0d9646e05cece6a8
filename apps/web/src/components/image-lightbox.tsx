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

/** Full-screen photos: arrow keys and swipes move between them, Escape closes. */
export function ImageLightbox({ photos, index, onClose }: ImageLightboxProps) {
  const { t } = useLingui();
  // The lightbox fills these in itself: the message keeps them as they are.
  const slide = '{index}';
  const total = '{total}';
  const labels = {
    Previous: t({ message: 'Previous', comment: 'The previous photo' }),
    Next: t({ message: 'Next', comment: 'The next photo' }),
    Close: t`Close`,
    Slide: t({ message: 'Slide', comment: 'One photo of a full-screen gallery' }),
    Carousel: t({ message: 'Carousel', comment: 'A full-screen gallery of photos' }),
    Lightbox: t({ message: 'Lightbox', comment: 'A full-screen gallery of photos' }),
    'Photo gallery': t`Photo gallery`,
    '{index} of {total}': t({
      message: `${slide} of ${total}`,
      comment: 'Which photo of how many: 2 of 8',
    }),
  };
  return (
    <Lightbox
      open={index >= 0}
      index={Math.max(index, 0)}
      close={onClose}
      slides={photos}
      plugins={[Captions]}
      carousel={{ finite: photos.length <= 1 }}
      controller={{ closeOnBackdropClick: true }}
      labels={labels}
    />
  );
}
