import { articleBody, type ArticleInput } from '@propdesk/shared';
import type { Schemas } from '../../lib/api-client';
import { validationMessage } from '../../lib/i18n/validation';

/** What the article editor's inputs hold; publishing is a button, not a field. */
export interface ArticleValues {
  title: string;
  slug: string;
  summary: string;
  category: string | null;
  body: string;
}

export function articleValuesOf(article: Schemas['Article'] | undefined): ArticleValues {
  return {
    title: article?.title ?? '',
    slug: article?.slug ?? '',
    summary: article?.summary ?? '',
    category: article?.category?.publicId ?? null,
    body: article?.body ?? '',
  };
}

/** The create/update body: a blank slug lets the server make one from the title. */
export function articleBodyOf(
  values: ArticleValues,
  published: boolean,
): Required<ArticleInput> & { published: boolean; summary: string } {
  return {
    title: values.title,
    slug: values.slug.trim() || null,
    summary: values.summary,
    category: values.category,
    body: values.body,
    published,
  };
}

/** The shared article rules applied to what the editor would send, keyed by input. */
export function articleFormErrors(values: ArticleValues): Record<string, string> {
  const parsed = articleBody.safeParse(articleBodyOf(values, false));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues)
    errors[String(issue.path[0])] ??= validationMessage(issue.message);
  return errors;
}
