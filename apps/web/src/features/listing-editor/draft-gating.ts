import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isFormTab, type EditorTab, type FormTab } from './editor-tabs';

/** Why a tab stays closed (spec section 4), translated where shown. */
export const GATE_MESSAGES = {
  fixErrors: msg`Please fix the errors in the previous sections`,
  fillDetails: msg`Please fill out details in previous forms`,
  fillPrevious: msg`Fill in the previous forms first`,
  saveFirst: msg`Save the property details first`,
  fillAbove: msg`Fill the above fields first`,
  invalidType: msg`You have not selected a valid type`,
} as const;

export type GateMessage = MessageDescriptor;

/** What gating looks at: the draft form's state per form tab, and whether the listing is saved. */
export interface GateState {
  saved: boolean;
  /** Every field the tab requires has a value. */
  filled: Record<FormTab, boolean>;
  /** A field of the tab has a value the rules refuse (a phone number in the description...). */
  invalid: Record<FormTab, boolean>;
  /** The chosen type is one of the site's (true while nothing is chosen or types are loading). */
  typeKnown: boolean;
}

export interface Gate {
  message: GateMessage;
  /** The tab where the agent can fix it. */
  fixTab: EditorTab;
}

/** The first reason the tabs before `tab` keep it closed, or null when it may open. */
export function tabGate(tab: EditorTab, state: GateState): Gate | null {
  if (tab === 'details') return null;
  if (!state.typeKnown) return { message: GATE_MESSAGES.invalidType, fixTab: 'details' };
  if (state.invalid.details) return { message: GATE_MESSAGES.fixErrors, fixTab: 'details' };
  if (!state.filled.details) return { message: GATE_MESSAGES.fillDetails, fixTab: 'details' };
  if (tab === 'location') return null;
  if (state.invalid.location) return { message: GATE_MESSAGES.fixErrors, fixTab: 'location' };
  if (!state.filled.location) return { message: GATE_MESSAGES.fillPrevious, fixTab: 'location' };
  if (tab === 'price') return null;
  if (!state.saved) return { message: GATE_MESSAGES.saveFirst, fixTab: 'price' };
  return null;
}

/**
 * Why 'Next' may not leave `tab`: its own required fields are empty (or the type is not the
 * site's). Refused values are shown on their fields instead.
 */
export function nextGate(tab: EditorTab, state: GateState): Gate | null {
  if (!isFormTab(tab)) return null;
  if (tab === 'details' && !state.typeKnown) {
    return { message: GATE_MESSAGES.invalidType, fixTab: 'details' };
  }
  if (!state.filled[tab]) return { message: GATE_MESSAGES.fillAbove, fixTab: tab };
  return null;
}
