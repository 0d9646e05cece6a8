import { z } from 'zod';
import { MAX_META_TAG_LENGTH, pageSchema } from '@propdesk/shared';

const tagSchema = z
  .object({
    name: z.string().meta({ example: 'borehole' }),
    count: z.number().int().describe('How many live listings of the site use the keyword'),
  })
  .meta({ id: 'Tag' });

export const tagPageSchema = pageSchema(tagSchema);

/** `{name}` of the by-name list: the start of a keyword, as typed. */
export const tagNameParams = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Type the start of a keyword')
    .max(MAX_META_TAG_LENGTH, `A keyword must be at most ${MAX_META_TAG_LENGTH} characters`)
    .meta({ example: 'bore' }),
});
