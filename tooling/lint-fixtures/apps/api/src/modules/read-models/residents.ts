// breaks: nothing
/**
 * Read model: who lives where. Reads users (the users module) and suburbs (the locations
 * module), to list both in one query.
 */
import { suburbs } from '../locations/locations.tables';
import { users } from '../users/users.tables';

export const residents = () => users.map((name, i) => `${name} in ${suburbs[i]}`);
