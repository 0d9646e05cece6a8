import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ResoRun, ResoRunDetail } from './api/reso-sources';

export type RunOutcome = ResoRunDetail['items'][number]['outcome'];

/** A run's counts, in the order the reports give them. */
export const RUN_OUTCOMES: readonly RunOutcome[] = [
  'created',
  'updated',
  'unchanged',
  'archived',
  'skipped',
  'failed',
];

/** What a run did to a remote listing. */
export const OUTCOME_LABELS: Record<RunOutcome, MessageDescriptor> = {
  created: msg({
    message: 'Created',
    context: 'RESO run',
    comment: 'Remote listings a run copied in as new listings',
  }),
  updated: msg({
    message: 'Updated',
    context: 'RESO run',
    comment: 'Remote listings whose copy a run changed',
  }),
  unchanged: msg({
    message: 'Unchanged',
    context: 'RESO run',
    comment: 'Remote listings a run found as they were',
  }),
  archived: msg({
    message: 'Archived',
    context: 'RESO run',
    comment: 'Withdrawn remote listings whose copy was archived',
  }),
  skipped: msg({
    message: 'Skipped',
    context: 'RESO run',
    comment: 'Remote listings of an unmapped member or office',
  }),
  failed: msg({
    message: 'Failed',
    context: 'RESO run',
    comment: 'Remote listings the site could not take',
  }),
};

/** Shades dark or light enough for their text (autoContrast) to read well in both schemes. */
export const OUTCOME_COLORS: Record<RunOutcome, string> = {
  created: 'teal.9',
  updated: 'blue.8',
  unchanged: 'gray.7',
  archived: 'grape.8',
  skipped: 'yellow.4',
  failed: 'red.8',
};

export const RUN_STATUS_LABELS: Record<ResoRun['status'], MessageDescriptor> = {
  running: msg({
    message: 'Running',
    context: 'RESO run',
    comment: 'A run of a RESO source going on',
  }),
  finished: msg({
    message: 'Finished',
    context: 'RESO run',
    comment: 'A run of a RESO source that ended well',
  }),
  failed: msg({
    message: 'Failed',
    context: 'RESO run',
    comment: 'A run of a RESO source stopped by an error',
  }),
};

export const RUN_STATUS_COLORS: Record<ResoRun['status'], string> = {
  running: 'blue.8',
  finished: 'teal.9',
  failed: 'red.8',
};
