// breaks: propdesk/table-ownership
import { tables } from '../../db/schema';

export const everything = () => tables;
