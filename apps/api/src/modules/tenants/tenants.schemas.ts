import { z } from 'zod';
import { pageSchema } from '@propdesk/shared';

export const siteSchema = z
  .object({ slug: z.string(), name: z.string(), defaultCurrency: z.string() })
  .meta({ id: 'Site' });

export const sitePageSchema = pageSchema(siteSchema);
