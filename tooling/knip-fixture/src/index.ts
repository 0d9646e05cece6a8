import { used } from './helpers';

export const main = () => used();
