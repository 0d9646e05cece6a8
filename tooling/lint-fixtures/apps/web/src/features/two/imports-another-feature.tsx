// breaks: import-x/no-restricted-paths
import { OnePage } from '../one/one-page';

export function TwoPage() {
  return <OnePage />;
}
