// Listing moderation: the review queue and its flags, approving and rejecting (with the
// agent's emails), an agent's 'Send for review', and what changed since the last approval.
//
// A read model (READ_MODELS in eslint.config.js) for the queue's rows: each listing's agent
// name and agency (users, agents) and the prices of similar live listings (properties) come
// in one query. Its writes go through the properties module's entry (setReviewState under
// lockListing), which owns the listings.
export { canModerate } from './property-moderation.access';
export { propertyModerationRoutes } from './property-moderation.routes';
export { approveProperty, sendForReview } from './property-moderation.service';
export { type PropertyModerationContext } from './property-moderation.context';
