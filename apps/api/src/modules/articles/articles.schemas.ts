import { z } from 'zod';
import {
  ARTICLE_LIMITS,
  ARTICLES_PAGE_SIZE,
  articleBody,
  pageSchema,
  publicIdSchema,
  zeroBasedPagingQuery,
} from '@propdesk/shared';
import { photoSchema } from '../images';

const articleSize = z.coerce
  .number()
  .int()
  .min(1)
  .max(ARTICLE_LIMITS.pageSize)
  .default(ARTICLES_PAGE_SIZE)
  .describe(
    `Articles per page (${ARTICLES_PAGE_SIZE} by default, at most ${ARTICLE_LIMITS.pageSize})`,
  );

/** `/ids/{id}`: an article's publicId or its slug, which may be longer than an id. */
export const articleIdParams = z.object({
  id: z.string().min(1).max(ARTICLE_LIMITS.slug).describe("The article's publicId or its slug"),
});

/** `?page=&size=&category=` of the public blog. */
export const publishedArticlesQuery = zeroBasedPagingQuery(ARTICLES_PAGE_SIZE, {
  size: articleSize,
  category: publicIdSchema
    .optional()
    .describe("An article category's public id; one the site lacks matches no article"),
});

/** `?page=&size=&published=` of the staff list. */
export const allArticlesQuery = zeroBasedPagingQuery(ARTICLES_PAGE_SIZE, {
  size: articleSize,
  published: z
    .enum(['true', 'false'], { error: 'published is true or false' })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true'))
    .describe('true: published only; false: drafts only; left out: both'),
});

export const articleCategorySchema = z
  .object({
    publicId: z.string(),
    name: z
      .string()
      .describe(
        "The category's name in the reader's language where the site has it, else as written",
      ),
  })
  .meta({ id: 'ArticleCategory' });

export const articleCategoryPageSchema = pageSchema(articleCategorySchema).meta({
  id: 'ArticleCategoryPage',
});

const articleCoverSchema = photoSchema('ArticleCover');

export const articleSchema = z
  .object({
    publicId: z.string(),
    slug: z.string().describe('The address in /articles/{slug}, unique in the site'),
    title: z.string(),
    summary: z.string(),
    body: z.string().describe('Markdown as written; render it without raw HTML'),
    cover: articleCoverSchema.nullable(),
    image_url: z.string().nullable().describe("The cover's card variant (800x500)"),
    category: articleCategorySchema.nullable(),
    published: z.boolean().describe('false: a draft, seen by staff only'),
    publishedAt: z
      .string()
      .nullable()
      .describe('ISO 8601 in UTC: when it last went from draft to published; null for a draft'),
    author: z
      .object({ publicId: z.string(), name: z.string() })
      .nullable()
      .describe('Who wrote it; null once that account is deleted'),
    createdAt: z.string(),
    updatedAt: z.string(),
    readingMinutes: z.number().int().describe('At 200 words a minute, at least 1'),
  })
  .meta({ id: 'Article' });

export type ArticleView = z.output<typeof articleSchema>;

export const articlePageSchema = pageSchema(articleSchema).meta({ id: 'ArticlePage' });

export const articleBodySchema = articleBody.meta({
  id: 'ArticleFields',
  example: {
    title: 'Five questions to ask before you buy in Avondale',
    slug: '',
    summary: 'What to check on a viewing, from water pressure to title deeds.',
    body: '## Before the viewing\n\n- Ask for the title deed\n- Check the water supply\n\nRead our [buying guide](https://example.com/guide).',
    category: null,
    published: true,
  },
});
