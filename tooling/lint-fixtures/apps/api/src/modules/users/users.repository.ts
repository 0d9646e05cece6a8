// breaks: nothing
import { users } from './users.tables';

export const firstUser = () => users[0];
