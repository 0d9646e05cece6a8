import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SearchAreaProblem } from '@propdesk/shared';

/** The shared rule's problems with a drawn area, in the visitor's words. */
export const AREA_PROBLEMS: Record<SearchAreaProblem, MessageDescriptor> = {
  tooFewCorners: msg`An area needs at least 3 corners.`,
  tooManyCorners: msg`An area has at most 200 corners: undo some.`,
  outOfRange: msg`A corner is off the map: draw the area again.`,
  crossesAntimeridian: msg`The area crosses the 180th meridian: draw it on one side of it.`,
  selfIntersecting: msg`The area's edges cross each other: place its corners in order around it.`,
  noArea: msg`The area has no surface: its corners lie on one line.`,
};
