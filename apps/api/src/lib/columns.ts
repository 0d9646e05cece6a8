import { timestamp } from 'drizzle-orm/pg-core';

/** Column types several owners' tables share (each table lives in its owner's *.tables.ts). */

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** An event's banner: one photo stored like a unit photo (original, WebP variants, its keys). */
export interface EventBanner {
  name: string;
  fileDownloadUri: string;
  variants: Record<string, string>;
  storageKeys: string[];
}
