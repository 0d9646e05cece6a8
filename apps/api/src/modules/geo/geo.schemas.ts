import { z } from 'zod';

export const ipLocationSchema = z
  .object({
    ip: z.string().describe("The caller's address as the API sees it (behind TRUST_PROXY)"),
    country: z
      .object({
        code: z.string().describe('ISO 3166-1 alpha-2'),
        name: z.string().describe("The site's name for it, else its English name"),
        publicId: z
          .string()
          .nullable()
          .describe("The site's country, or null when the site does not have it"),
      })
      .nullable()
      .describe('Null for private, loopback and unknown addresses'),
    city: z.null().describe('The offline database knows countries only'),
  })
  .meta({
    id: 'IpLocation',
    example: {
      ip: '196.25.1.1',
      country: { code: 'ZA', name: 'South Africa', publicId: 'Xk3pQ9rT2mWa' },
      city: null,
    },
  });

export type IpLocation = z.infer<typeof ipLocationSchema>;
