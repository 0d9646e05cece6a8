// breaks: import-x/no-restricted-paths
import { routes } from '../../app/routes';

export const count = routes.length;
