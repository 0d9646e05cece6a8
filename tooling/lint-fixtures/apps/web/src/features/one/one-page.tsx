// breaks: nothing
import { Trans } from '@lingui/react/macro';

export function OnePage() {
  return (
    <p>
      <Trans>One</Trans>
    </p>
  );
}
