import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The tabs with a button, in order (spec section 2), then the listing's History and Performance. */
type ButtonTab = 'Details' | 'Images' | 'Location' | 'Units' | 'History' | 'Performance';
export const DETAIL_TABS: readonly ButtonTab[] = [
  'Details',
  'Images',
  'Location',
  'Units',
  'History',
  'Performance',
];

/** Reached only by address (`?tab=Viewings`): the spec gives it no button. */
const HIDDEN_DETAIL_TAB = 'Viewings';

export type DetailTab = ButtonTab | typeof HIDDEN_DETAIL_TAB;

const ALL_TABS: readonly string[] = [...DETAIL_TABS, HIDDEN_DETAIL_TAB];

/** The tabs' names as a person reads them; the addresses keep the English values. */
export const DETAIL_TAB_LABELS: Record<DetailTab, MessageDescriptor> = {
  Details: msg({ message: 'Details', comment: "A tab of a listing's page" }),
  Images: msg({ message: 'Images', comment: "A tab of a listing's page" }),
  Location: msg({ message: 'Location', comment: "A tab of a listing's page" }),
  Units: msg({ message: 'Units', comment: "A tab of a listing's page" }),
  History: msg({ message: 'History', comment: "A tab of a listing's page" }),
  Performance: msg({
    message: 'Performance',
    comment: "A tab of a listing's page: how it is doing",
  }),
  Viewings: msg({ message: 'Viewings', comment: "A tab of a listing's page" }),
};

/** The `tab` query value as a tab: a missing or unknown one is Details. */
export function parseDetailTab(value: string | null): DetailTab {
  return value && ALL_TABS.includes(value) ? (value as DetailTab) : 'Details';
}
