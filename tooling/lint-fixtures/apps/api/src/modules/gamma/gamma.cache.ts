// breaks: propdesk/type-import-cycles
import type { Context } from './gamma.context';

/** Needs the context's type back, as a cache held by the context often does. */
export class Cache {
  holds(ctx: Context): boolean {
    return ctx.cache === this;
  }
}
