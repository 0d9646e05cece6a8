// breaks: import-x/no-restricted-paths
import { count } from '../infra/imports-a-module';

export const twice = count * 2;
