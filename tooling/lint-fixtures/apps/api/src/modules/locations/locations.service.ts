// breaks: import-x/no-restricted-paths
import { greeting } from '../users';

export const hello = () => greeting();
