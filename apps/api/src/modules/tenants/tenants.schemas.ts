import { z } from 'zod';
import { pageSchema } from '@propdesk/shared';

export const siteSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    defaultCurrency: z.string(),
    timeZone: z
      .string()
      .describe(
        "IANA time zone name, e.g. Africa/Harare: event times are shown in the site's zone",
      ),
  })
  .meta({ id: 'Site' });

export const sitePageSchema = pageSchema(siteSchema);
