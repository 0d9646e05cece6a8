// breaks: nothing
import { rows } from '../modules/locations';

export const seeded = rows();
