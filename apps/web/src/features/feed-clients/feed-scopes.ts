import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FeedScope } from '@propdesk/shared';

/** What each scope lets a client read, beside the RESO resource's own name. */
export const FEED_SCOPE_LABELS: Record<FeedScope, MessageDescriptor> = {
  Property: msg`Live listings`,
  Media: msg`Listing photos`,
  Member: msg`Agents`,
  Office: msg`Agencies`,
  OpenHouse: msg`Open days`,
};
