/** The tabs with a button, in order (spec section 2), then the listing's History. */
export const DETAIL_TABS = ['Details', 'Images', 'Location', 'Units', 'History'] as const;

/** Reached only by address (`?tab=Viewings`): the spec gives it no button. */
const HIDDEN_DETAIL_TAB = 'Viewings';

export type DetailTab = (typeof DETAIL_TABS)[number] | typeof HIDDEN_DETAIL_TAB;

const ALL_TABS: readonly string[] = [...DETAIL_TABS, HIDDEN_DETAIL_TAB];

/** The `tab` query value as a tab: a missing or unknown one is Details. */
export function parseDetailTab(value: string | null): DetailTab {
  return value && ALL_TABS.includes(value) ? (value as DetailTab) : 'Details';
}
