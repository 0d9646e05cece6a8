import { useContext, useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useDebouncedCallback } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { notifyError } from '../../lib/notify';
import { useUpdateListing, type EditorListing, type UpdateListingBody } from './api/listing';
import type { AutosaveState } from './components/autosave-status';
import { EditSessionContext } from './edit-session';

/** How long a tab waits after the agent's last change before it saves on its own. */
export const AUTOSAVE_DELAY_MS = 1500;

interface TabAutosaveOptions<V> {
  listing: EditorListing;
  /** What the tab holds now. */
  values: V;
  /** The tab's values of a listing as stored. */
  valuesOf: (listing: EditorListing) => V;
  same: (a: V, b: V) => boolean;
  bodyOf: (values: V) => UpdateListingBody;
  /** Checks the values, marking what is wrong; false saves nothing. */
  check: (values: V) => boolean;
  /** The save was stored as `saved`: the tab shows it, keeping what was typed since `sent`. */
  onStored: (saved: EditorListing, sent: V) => void;
  /** The server refused the save (its message is shown as well). */
  onRefused?: (error: unknown) => void;
}

/**
 * A saved listing's tab that saves itself a pause after each change, under the editor's editing
 * session (one history entry for the lot). Save still saves at once and says so; Discard goes
 * back to the values the tab showed when opened or last saved with Save, saving them back when
 * an autosave already stored others.
 */
export function useTabAutosave<V>(options: TabAutosaveOptions<V>) {
  const { t } = useLingui();
  const { listing, values, valuesOf, same } = options;
  const update = useUpdateListing(listing.publicId);
  const session = useContext(EditSessionContext);
  const [state, setState] = useState<AutosaveState>('idle');
  const stored = valuesOf(listing);
  /** What Discard returns to. */
  const opened = useRef(stored);
  const unsaved = !same(values, stored);

  const save = (next: V, explicit: boolean) => {
    setState('saving');
    update.mutate(
      { body: options.bodyOf(next), ...(session && { session: session.key() }) },
      {
        onSuccess: (saved) => {
          session?.saved();
          options.onStored(saved, next);
          setState('saved');
          if (explicit) {
            opened.current = valuesOf(saved);
            notifications.show({ color: 'teal', message: t`Property saved` });
          }
          // Typed on while it was saved: that goes at the next pause.
          schedule();
        },
        onError: (error) => {
          setState('failed');
          options.onRefused?.(error);
          notifyError(error);
        },
      },
    );
  };

  const onPause = () => {
    if (!unsaved || update.isPending) return;
    if (!options.check(values)) {
      setState('invalid');
      return;
    }
    save(values, false);
  };
  const pauseLatest = useRef(onPause);
  pauseLatest.current = onPause;
  const schedule = useDebouncedCallback(() => pauseLatest.current(), AUTOSAVE_DELAY_MS);
  useEffect(() => {
    if (unsaved) schedule();
  }, [unsaved, values, schedule]);

  return {
    state,
    busy: update.isPending,
    /** The tab differs from what Discard returns to. */
    changed: !same(values, opened.current),
    unsaved,
    /** Save: at once, announced, and what Discard returns to from now on. */
    saveNow: (next: V = values) => {
      schedule.cancel();
      if (options.check(next)) save(next, true);
      else setState('invalid');
    },
    /** Back to the values the tab opened with; returns them for the tab to show. */
    discard: (): V => {
      schedule.cancel();
      const back = opened.current;
      setState('idle');
      if (!same(stored, back)) save(back, false);
      return back;
    },
  };
}
