// breaks: import-x/no-restricted-paths, propdesk/table-ownership
import { users } from '../modules/users/users.tables';

export const accounts = () => users.length;
