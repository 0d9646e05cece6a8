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
  return (
    <Lightbox
      open={index >= 0}
      index={Math.max(index, 0)}
      close={onClose}
      slides={photos}
      plugins={[Captions]}
      carousel={{ finite: photos.length <= 1 }}
      controller={{ closeOnBackdropClick: true }}
    />
  );
}
