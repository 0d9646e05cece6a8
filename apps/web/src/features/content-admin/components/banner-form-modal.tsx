import { lazy, Suspense } from 'react';
import { Center, Loader, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Banner } from '../api/banners';

// The form, its date pickers and the crop tool load the first time the modal opens.
const BannerFormBody = lazy(() =>
  import('./banner-form-body').then((module) => ({ default: module.BannerFormBody })),
);

interface BannerFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The banner to edit; without it the modal creates one after the others. */
  banner?: Banner;
  nextPosition: number;
}

export function BannerFormModal({ opened, onClose, banner, nextPosition }: BannerFormModalProps) {
  const phone = useMediaQuery('(max-width: 575.98px)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={banner ? 'Edit banner' : 'New banner'}
      size="lg"
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* A fresh body each time it opens, so a closed modal keeps nothing of the last banner. */}
      {opened && (
        <Suspense
          fallback={
            <Center h={240} role="status" aria-label="Loading the banner form">
              <Loader aria-hidden />
            </Center>
          }
        >
          <BannerFormBody banner={banner} nextPosition={nextPosition} onClose={onClose} />
        </Suspense>
      )}
    </Modal>
  );
}
