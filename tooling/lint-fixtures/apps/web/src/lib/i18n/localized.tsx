// breaks: nothing
import { Trans, useLingui } from '@lingui/react/macro';

// The same words through the catalogs; props no person reads stay plain.
export function Localized() {
  const { t } = useLingui();
  return (
    <p title={t`Saved listings`} className="saved-listings" data-testid="saved">
      <Trans>Your saved listings</Trans>
    </p>
  );
}
