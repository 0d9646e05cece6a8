import { z } from 'zod';
import {
  SEARCH_AREA_MAX_CORNERS,
  SEARCH_AREA_MESSAGES,
  SEARCH_AREA_MIN_CORNERS,
  searchAreaProblem,
} from '../rules/search-area';

const corner = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);

/** The search body's `area`; its problems come back as 400s with SEARCH_AREA_MESSAGES. */
export const searchAreaSchema = z
  .array(corner)
  .min(SEARCH_AREA_MIN_CORNERS, SEARCH_AREA_MESSAGES.tooFewCorners)
  .max(SEARCH_AREA_MAX_CORNERS, SEARCH_AREA_MESSAGES.tooManyCorners)
  .superRefine((area, ctx) => {
    const problem = searchAreaProblem(area);
    if (problem) ctx.addIssue({ code: 'custom', message: SEARCH_AREA_MESSAGES[problem] });
  })
  .describe(
    `A polygon to search in: its corners as [longitude, latitude] pairs in drawing order, not closed; ${SEARCH_AREA_MIN_CORNERS} to ${SEARCH_AREA_MAX_CORNERS} corners, edges that do not cross, on one side of the 180th meridian. A listing on the border is in.`,
  );
