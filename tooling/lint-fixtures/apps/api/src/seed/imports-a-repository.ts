// breaks: import-x/no-restricted-paths
import { rows } from '../modules/locations/locations.repository';

export const seeded = rows();
