import { z } from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from '../rules/languages';

const codes = LANGUAGE_CODES.join(', ');

export const LANGUAGE_MESSAGES = {
  unknown: `Choose one of the languages Propdesk offers (${codes})`,
  noneOffered: 'Offer at least one language',
  duplicate: 'Each language can be offered once',
  defaultNotOffered: 'The default language must be one of the offered languages',
  notOffered: 'Choose one of the languages this site offers',
  saved: 'Languages saved',
  adminOnly: "Only admins can change the site's languages",
} as const;

/** One of the languages Propdesk offers, by its code. */
export const languageCodeSchema = z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]], {
  error: LANGUAGE_MESSAGES.unknown,
});

/** A site's default language and the languages it offers: the admin's form and the API. */
export const siteLanguagesBody = z
  .object({
    defaultLanguage: languageCodeSchema.describe(
      "What a visitor gets when none of their browser's languages is offered",
    ),
    languages: z
      .array(languageCodeSchema, { error: LANGUAGE_MESSAGES.noneOffered })
      .min(1, LANGUAGE_MESSAGES.noneOffered)
      .refine((list) => new Set(list).size === list.length, LANGUAGE_MESSAGES.duplicate)
      .describe('The languages visitors and accounts may choose; the order is kept'),
  })
  .refine((body) => body.languages.includes(body.defaultLanguage), {
    message: LANGUAGE_MESSAGES.defaultNotOffered,
    path: ['defaultLanguage'],
  });

export type SiteLanguagesFields = z.output<typeof siteLanguagesBody>;

/** A signed-in person's language: one the site offers, or null to follow the site's default. */
export const accountLanguageBody = z.object({
  language: languageCodeSchema
    .nullable()
    .describe("One of the site's offered languages, or null to clear the choice"),
});

export type AccountLanguageFields = z.output<typeof accountLanguageBody>;
