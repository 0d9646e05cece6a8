import type { FastifyBaseLogger } from 'fastify';
import { isLanguageCode, type LanguageCode } from '@propdesk/shared';
import { inTransaction } from '../../infra/context';
import { inSystemScope } from '../../infra/data-scope';
import { periodicTask, type PeriodicTask } from '../../infra/periodic-task';
import { formatMoney } from '../../lib/money';
import { apiText } from '../../locales';
import { enqueueNotice } from '../notices';
import * as repo from './favourites.repository';
import type { FavouritesContext } from './favourites.service';

export interface FavouriteNotices extends PeriodicTask {
  /** Queues the notices due at `now` (default: the clock); resolves with how many were queued. */
  run(now?: Date): Promise<number>;
}

const EVERY_MS = 5 * 60_000;

const money = (language: LanguageCode, amount: number, currency: string) =>
  formatMoney(language, amount, currency, { cents: true });

/** One customer's notice: every change not yet told, in their language. */
function noticeOf(ctx: FavouritesContext, changes: repo.PendingChange[]) {
  const first = changes[0]!;
  const language = isLanguageCode(first.language) ? first.language : 'en';
  const site = first.siteName;
  const page = `${ctx.publicUrl}/${first.siteSlug}/dashboard/favourites`;
  const lines = changes.map((c) => {
    const link = `${ctx.publicUrl}/${c.siteSlug}/listings/${c.listingPublicId}`;
    const what =
      c.kind === 'PRICE_FELL'
        ? apiText(language, 'The price fell from {before} to {after}', {
            before: money(language, c.previousPrice ?? 0, c.currency),
            after: money(language, c.price ?? 0, c.currency),
          })
        : apiText(language, 'No longer available');
    return `- ${c.title}: ${what}\n  ${link}`;
  });
  const text = [
    apiText(language, 'Some of your favourites on {site} have changed:', { site }),
    '',
    ...lines,
    '',
    apiText(language, 'See your favourites: {link}', { link: page }),
  ].join('\n');
  return {
    event: 'favourites.changed',
    email: {
      to: first.email,
      subject: apiText(language, 'Your favourites on {site} have changed', { site }),
      text,
    },
    data: {
      changes: changes.map((c) => ({
        propertyId: c.listingPublicId,
        kind: c.kind,
        price: c.price,
        previousPrice: c.previousPrice,
        currency: c.currency,
      })),
    },
  };
}

/**
 * Tells customers about their favourites' changes (a lower price, a listing no longer
 * available): one notice per customer grouping them, at most one a day in the site's time zone,
 * queued in the transaction that marks the changes told, so none is told twice or lost.
 */
export function createFavouriteNotices(
  ctx: FavouritesContext,
  log: FastifyBaseLogger,
): FavouriteNotices {
  const run = (now = new Date()) =>
    inSystemScope(() =>
      inTransaction(ctx, async (tx) => {
        await repo.refreshFavourites(tx.db);
        const pending = await repo.pendingChanges(tx.db, now);
        const byUser = new Map<number, repo.PendingChange[]>();
        for (const change of pending) {
          byUser.set(change.userId, [...(byUser.get(change.userId) ?? []), change]);
        }
        for (const changes of byUser.values()) {
          await enqueueNotice(
            { ...ctx.notices, db: tx.db },
            changes[0]!.tenantId,
            noticeOf(ctx, changes),
          );
          await repo.markNotified(tx.db, changes, now);
        }
        return byUser.size;
      }),
    );
  const task = periodicTask({
    everyMs: EVERY_MS,
    log,
    failure: 'favourites notices failed',
    run: async () => {
      const sent = await run();
      if (sent) log.info({ sent }, 'favourites notices queued');
    },
  });
  return { ...task, run };
}
