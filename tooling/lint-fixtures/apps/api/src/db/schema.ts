// breaks: import-x/no-restricted-paths
import { rows } from '../modules/locations';

export const tables = rows();
