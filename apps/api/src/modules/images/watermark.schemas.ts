import { z } from 'zod';
import { WATERMARK_MODES, WATERMARK_POSITIONS, watermarkBody } from '@propdesk/shared';

export const watermarkBodySchema = watermarkBody.meta({
  id: 'WatermarkFields',
  example: {
    mode: 'TEXT',
    text: 'Propdesk Harare',
    position: 'BOTTOM_RIGHT',
    opacity: 60,
    size: 5,
  },
});

export const watermarkSchema = z
  .object({
    mode: z.enum(WATERMARK_MODES),
    text: z.string(),
    position: z.enum(WATERMARK_POSITIONS),
    opacity: z.number().int(),
    size: z.number().int(),
    rerender: z
      .object({
        status: z
          .enum(['IDLE', 'RUNNING', 'FINISHED'])
          .describe(
            'IDLE: the mark never changed; RUNNING: the photos are being drawn again; FINISHED',
          ),
        total: z.number().int().describe("The site's listing and unit photos"),
        done: z
          .number()
          .int()
          .describe('Photos drawn with the current setting (failures included)'),
        failed: z
          .number()
          .int()
          .describe('Photos whose original could not be read: they keep their earlier variants'),
        startedAt: z.iso.datetime().nullable(),
        finishedAt: z.iso.datetime().nullable(),
      })
      .describe('The re-render of the photos that follows a change of mark'),
  })
  .meta({ id: 'Watermark' });
