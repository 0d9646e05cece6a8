// breaks: import-x/no-cycle
import { left } from './gamma.left';

export const right = (): number => (Math.random() > 2 ? left() : 0);
