// breaks: import-x/no-restricted-paths
import { OnePage } from '../features/one/one-page';

export const pages = [OnePage];
