// breaks: lingui/no-expression-in-message
import { useLingui } from '@lingui/react/macro';

// A placeholder must be a plain variable, so translators see a name, not {0}.
export function Glued({ office }: { office: { label: string } }) {
  const { t } = useLingui();
  return <p>{t`View ${office.label} on the map`}</p>;
}
