import { z } from 'zod';
import { multiLine, publicIdSchema, singleLine } from './common';

/** The blog's limits: what the editor and the API both enforce. */
export const ARTICLE_LIMITS = {
  titleMin: 3,
  title: 160,
  summary: 300,
  body: 50_000,
  slug: 80,
  /** Largest page a blog list answers. */
  pageSize: 50,
} as const;

/** Words a reader gets through in a minute, for `readingMinutes`. */
export const READING_WORDS_PER_MINUTE = 200;

export const ARTICLE_MESSAGES = {
  titleRequired: 'Title is required',
  titleShort: `Title must be at least ${ARTICLE_LIMITS.titleMin} characters`,
  titleLong: `Title must be at most ${ARTICLE_LIMITS.title} characters`,
  summaryLong: `Summary must be at most ${ARTICLE_LIMITS.summary} characters`,
  bodyRequired: 'Write the article',
  bodyLong: `The article must be at most ${ARTICLE_LIMITS.body.toLocaleString('en')} characters`,
  badSlug: 'Use lowercase letters, digits and single dashes in the address',
  slugLong: `The address must be at most ${ARTICLE_LIMITS.slug} characters`,
  slugTaken: 'Another article already uses this address',
  noSlug: 'Add letters or digits to the title, or choose an address',
  unknownCategory: 'Unknown article category',
  notFound: 'Article not found',
  categoryNotFound: 'Article category not found',
  staffOnly: 'Only moderators can manage articles',
} as const;

export const ARTICLE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * An article's address from its title: accents dropped, lowercase letters and digits joined by
 * single dashes, cut at a dash to the slug limit. '' when the title has no letter or digit.
 */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= ARTICLE_LIMITS.slug) return slug;
  const cut = slug.slice(0, ARTICLE_LIMITS.slug + 1);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > 0 ? cut.slice(0, lastDash) : cut.slice(0, ARTICLE_LIMITS.slug)).replace(
    /-+$/,
    '',
  );
}

/** Minutes to read a Markdown text at READING_WORDS_PER_MINUTE, at least 1. */
export function readingMinutes(markdown: string): number {
  const words = markdown.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}

/**
 * An article as a moderator writes it (create, and update as a full replacement). The body is
 * Markdown, stored as written; pages render it without raw HTML.
 */
export const articleBody = z.object({
  title: singleLine({ error: ARTICLE_MESSAGES.titleRequired })
    .min(1, ARTICLE_MESSAGES.titleRequired)
    .min(ARTICLE_LIMITS.titleMin, ARTICLE_MESSAGES.titleShort)
    .max(ARTICLE_LIMITS.title, ARTICLE_MESSAGES.titleLong),
  slug: z
    .string()
    .trim()
    .max(ARTICLE_LIMITS.slug, ARTICLE_MESSAGES.slugLong)
    .regex(new RegExp(`(?:${ARTICLE_SLUG_PATTERN.source})|^$`), ARTICLE_MESSAGES.badSlug)
    .nullable()
    .optional()
    .transform((value) => value || null)
    .describe(
      'The address in /articles/{slug}: unique in the site; made from the title when empty',
    ),
  summary: multiLine()
    .max(ARTICLE_LIMITS.summary, ARTICLE_MESSAGES.summaryLong)
    .default('')
    .describe('Shown on the blog card'),
  body: multiLine({ error: ARTICLE_MESSAGES.bodyRequired }, { trim: false })
    .min(1, ARTICLE_MESSAGES.bodyRequired)
    .max(ARTICLE_LIMITS.body, ARTICLE_MESSAGES.bodyLong)
    .refine((value) => value.trim().length > 0, ARTICLE_MESSAGES.bodyRequired)
    .describe('Markdown, stored as written; rendered without raw HTML'),
  category: publicIdSchema
    .nullable()
    .optional()
    .transform((value) => value ?? null)
    .describe("An article category's public id"),
  published: z
    .boolean({ error: 'Published must be true or false' })
    .default(false)
    .describe('false keeps it a draft, seen by staff only'),
});

export type ArticleInput = z.input<typeof articleBody>;
export type ArticleFields = z.output<typeof articleBody>;
