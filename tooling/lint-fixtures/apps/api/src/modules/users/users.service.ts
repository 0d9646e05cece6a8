// breaks: import-x/no-restricted-paths
import { rows } from '../locations/locations.repository';

export const total = () => rows().reduce((sum, n) => sum + n, 0);
