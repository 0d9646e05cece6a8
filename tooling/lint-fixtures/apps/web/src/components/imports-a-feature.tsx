// breaks: import-x/no-restricted-paths
import { TwoPage } from '../features/two/imports-another-feature';

export function Shell() {
  return <TwoPage />;
}
