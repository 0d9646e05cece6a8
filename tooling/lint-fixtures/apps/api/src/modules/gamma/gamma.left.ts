// breaks: import-x/no-cycle
import { right } from './gamma.right';

export const left = () => right() + 1;
