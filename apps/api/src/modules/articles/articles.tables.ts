import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ReferenceWords } from '../../lib/reference-words';
import { createdAt, type EventBanner } from '../../lib/columns';

export const articleCategories = pgTable('article_categories', {
  id: serial('id').primaryKey(),
  publicId: text('public_id').notNull(),
  tenantId: integer('tenant_id').notNull(),
  name: text('name').notNull(),
  /** Its words in the site's other languages (lib/reference-words.ts). */
  translations: jsonb('translations').$type<ReferenceWords>().notNull().default({}),
  createdAt: createdAt(),
});

/** The site's blog: Markdown as written, a cover kept as a banner's image is. */
export const articles = pgTable('articles', {
  id: serial('id').primaryKey(),
  publicId: text('public_id').notNull(),
  tenantId: integer('tenant_id').notNull(),
  slug: text('slug').notNull(),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  body: text('body').notNull(),
  categoryId: integer('category_id'),
  authorId: integer('author_id'),
  published: boolean('published').notNull().default(false),
  /** When it last went from draft to published; null while a draft. */
  publishedAt: timestamp('published_at', { withTimezone: true }),
  cover: jsonb('cover').$type<EventBanner>(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
