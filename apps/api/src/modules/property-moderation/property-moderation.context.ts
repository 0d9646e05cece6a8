import type { NoticesContext } from '../notices';
import type { PropertySearchContext } from '../property-search';
import type { ModerationLinks } from './property-moderation.notices';

/** The listings' search context (the queue is a search), with where decisions' emails go. */
export interface PropertyModerationContext extends PropertySearchContext {
  /** Where approving and rejecting queue the agent's emails. */
  notices: NoticesContext;
  links: ModerationLinks;
}
