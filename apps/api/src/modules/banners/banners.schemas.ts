import { z } from 'zod';
import { BANNER_TYPES, bannerBody, bannerOrderBody, pageSchema } from '@propdesk/shared';
import { photoSchema } from '../images';

export const bannerTypeParams = z.object({
  type: z.enum(BANNER_TYPES, { error: `Unknown banner type: use ${BANNER_TYPES.join(', ')}` }),
});

const bannerImageSchema = photoSchema('BannerImage');

export const bannerSchema = z
  .object({
    publicId: z.string(),
    type: z.enum(BANNER_TYPES),
    title: z.string(),
    subtitle: z.string().nullable(),
    linkUrl: z.string().nullable(),
    position: z.number().int().describe('Lower comes first'),
    startsAt: z.string().nullable().describe('ISO 8601 in UTC (Z); null: shown at once'),
    endsAt: z.string().nullable().describe('ISO 8601 in UTC (Z); null: no end'),
    image: bannerImageSchema.nullable(),
    image_url: z.string().nullable().describe("The image's card variant (800x500)"),
    live: z
      .boolean()
      .describe('Shown on the site at the time of the request: scheduled now and with an image'),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Banner' });

export type BannerView = z.output<typeof bannerSchema>;

export const bannerPageSchema = pageSchema(bannerSchema).meta({ id: 'BannerPage' });

export const bannerBodySchema = bannerBody.meta({
  id: 'BannerFields',
  example: {
    type: 'LANDING',
    title: 'Family homes in Avondale',
    subtitle: 'Renovated three-bedroom houses near good schools',
    linkUrl: 'https://demo.propdesk.example/properties?suburb=Avondale',
    position: 0,
    startsAt: '2026-12-01T00:00:00+02:00',
    endsAt: '2026-12-31T23:59:59+02:00',
  },
});

export const bannerOrderBodySchema = bannerOrderBody.meta({
  id: 'BannerOrder',
  example: { type: 'LANDING', ids: ['Xk2cQ9pR7tVw3zYa', 'Lm4nB8vC1xZq6sDf'] },
});
