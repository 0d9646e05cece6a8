// breaks: nothing
// Tests arrange and inspect rows of any table through the barrel.
import { tables } from '../../db/schema';

export const arranged = tables;
