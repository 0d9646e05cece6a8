import { singleLine } from './common';
import { SAVED_SEARCH_LIMITS, SAVED_SEARCH_MESSAGES } from '../rules/saved-search';

/** A saved search's name, as the API and the dashboard check it. */
export const savedSearchNameSchema = singleLine()
  .min(SAVED_SEARCH_LIMITS.name.min, SAVED_SEARCH_MESSAGES.nameRequired)
  .max(SAVED_SEARCH_LIMITS.name.max, SAVED_SEARCH_MESSAGES.nameTooLong);
