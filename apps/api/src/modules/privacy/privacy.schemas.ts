import { z } from 'zod';
import { publicIdSchema } from '@propdesk/shared';

const reason = z
  .string()
  .trim()
  .min(3, 'Say why, in at least 3 characters')
  .max(500, 'At most 500 characters');
const heirId = publicIdSchema.nullish();

export const eraseOwnAccountBody = z
  .object({
    password: z.string().min(1, 'Required').max(200),
    heirId,
  })
  .meta({
    id: 'EraseOwnAccount',
    example: { password: 'Chipo#Avondale26', heirId: null },
  });

export const erasePersonBody = z.object({ reason, heirId }).meta({
  id: 'ErasePerson',
  example: { reason: 'Erasure asked by e-mail on 7 December 2026 (ticket 4411)', heirId: null },
});

export const exportPersonBody = z.object({ reason }).meta({
  id: 'ExportPerson',
  example: { reason: 'Access request received by e-mail on 7 December 2026 (ticket 4410)' },
});

export const peopleQuery = z.object({
  q: z.string().trim().min(2, 'At least 2 characters').max(200),
});

const personSchema = z
  .object({
    publicId: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    roles: z.array(z.string()),
    createdAt: z.date(),
  })
  .meta({ id: 'PersonFound' });

export const peopleSchema = z.object({ items: z.array(personSchema) }).meta({ id: 'PeopleFound' });

export const erasureViewSchema = z
  .object({
    publicId: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    roles: z.array(z.string()),
    isAgent: z.boolean(),
    lastAdmin: z.boolean().describe("The site's only admin: cannot be erased"),
    heirs: z
      .array(z.object({ publicId: z.string(), name: z.string() }))
      .describe("The site's other agents, who may take over the listings"),
  })
  .meta({ id: 'PersonalDataErasureView' });

export const erasedSchema = z
  .object({ pseudonym: z.string().describe('What stands for the person in the audit log') })
  .meta({ id: 'AccountErased' });

export const zipResponse = {
  description:
    'A ZIP archive, streamed: personal-data.json (every module’s part, under its name) and the ' +
    'files it lists (photos, logos, banners, imported CSV files). Sent as an attachment named ' +
    'personal-data-<site>-<YYYY-MM-DD>.zip.',
  content: { 'application/zip': { schema: z.string() } },
};
