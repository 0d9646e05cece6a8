// breaks: propdesk/type-import-cycles
import { Cache } from './gamma.cache';

export interface Context {
  cache: Cache;
}

export const context = (): Context => ({ cache: new Cache() });
