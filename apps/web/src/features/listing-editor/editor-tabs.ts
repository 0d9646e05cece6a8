import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The editor's tabs in order, as the `tab` query parameter names them (spec section 2). */
export const EDITOR_TABS = [
  'details',
  'location',
  'price',
  'features',
  'others',
  'images',
  'amenities',
  'SEO',
  'preview',
] as const;

export type EditorTab = (typeof EDITOR_TABS)[number];

/** The tabs whose fields the draft form holds; the others save on their own once saved. */
export const FORM_TABS = ['details', 'location', 'price'] as const;
export type FormTab = (typeof FORM_TABS)[number];

export const TAB_LABELS: Record<EditorTab, MessageDescriptor> = {
  details: msg`Details`,
  location: msg`Location`,
  price: msg`Price`,
  features: msg`Features`,
  others: msg`Others`,
  images: msg`Images`,
  amenities: msg`Amenities`,
  SEO: msg`SEO`,
  preview: msg`Preview`,
};

/** The tab a `tab` parameter names; unknown or missing: details. */
export function tabFromParam(value: string | null): EditorTab {
  return EDITOR_TABS.find((tab) => tab === value) ?? 'details';
}

export function isFormTab(tab: EditorTab): tab is FormTab {
  return (FORM_TABS as readonly string[]).includes(tab);
}

export function nextTab(tab: EditorTab): EditorTab | null {
  return EDITOR_TABS[EDITOR_TABS.indexOf(tab) + 1] ?? null;
}
