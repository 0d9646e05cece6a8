import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AlertFrequencyName } from '@propdesk/shared';

/** How often a saved search's alerts go out: 'paused' sends none. */
export type AlertFrequency = AlertFrequencyName;

/** What a person choosing how often to hear reads for each frequency. */
export const FREQUENCY_LABELS: Record<AlertFrequency, MessageDescriptor> = {
  instant: msg`At once`,
  daily: msg`Daily`,
  weekly: msg`Weekly`,
  paused: msg`Paused`,
};

/** The frequencies a new saved search may start with: one saved paused would never be heard of. */
export const STARTING_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
