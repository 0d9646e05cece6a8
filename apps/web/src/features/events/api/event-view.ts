import type { Schemas } from '../../../lib/api-client';
export type EventView = Schemas['Event'];
