import { lazy } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LazyFormModal } from '../../../components/lazy-form-modal';
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
  const { t } = useLingui();
  return (
    <LazyFormModal
      opened={opened}
      onClose={onClose}
      title={banner ? t`Edit banner` : t`New banner`}
      loadingLabel={t`Loading the banner form`}
    >
      <BannerFormBody banner={banner} nextPosition={nextPosition} onClose={onClose} />
    </LazyFormModal>
  );
}
