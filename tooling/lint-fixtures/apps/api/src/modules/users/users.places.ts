// breaks: import-x/no-restricted-paths, propdesk/table-ownership
import { suburbs } from '../locations/locations.tables';

export const places = () => suburbs.length;
