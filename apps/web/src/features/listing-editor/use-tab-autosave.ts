import { useContext, useRef, useState, useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useDebouncedCallback } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { notifyError } from '../../lib/notify';
import { listingOptions } from '../../lib/queries/listing';
import { useTenant } from '../../lib/tenant';
import {
  isStaleSave,
  useUpdateListing,
  type EditorListing,
  type UpdateListingBody,
} from './api/listing';
import type { AutosaveState } from './components/autosave-status';
import { chooseValues, differs, mergeFields, type Conflict } from './draft-merge';
import { EditSessionContext } from './edit-session';

/** How long a tab waits after the agent's last change before it saves on its own. */
export const AUTOSAVE_DELAY_MS = 1500;
/** How many times in a row a save merges with one that came first before it gives up. */
export const MAX_MERGES = 3;

interface TabAutosaveOptions<V extends object, F extends keyof V & string> {
  listing: EditorListing;
  /** What the tab holds now. */
  values: V;
  /** The tab's values of a listing as stored. */
  valuesOf: (listing: EditorListing) => V;
  /** The fields the tab saves. */
  fields: readonly F[];
  bodyOf: (values: V) => UpdateListingBody;
  /** Checks the values, marking what is wrong; false saves nothing. */
  check: (values: V) => boolean;
  /** Shows these values (a merge with a save made meanwhile, the agent's choice, Discard). */
  show: (values: V) => void;
  /** The save was stored as `saved`: the tab shows it, keeping what was typed since `sent`. */
  onStored: (saved: EditorListing, sent: V) => void;
  /** The server refused the save (its message is shown as well). */
  onRefused?: (error: unknown) => void;
}

/** Fields both the agent and a save made meanwhile changed: the agent chooses. */
export interface TabConflict<V, F extends string> {
  merged: V;
  conflicts: Conflict<F>[];
}

/**
 * A saved listing's tab that saves itself a pause after each change, under the editor's editing
 * session (one history entry for the lot), naming the version it changes: when the listing was
 * saved meanwhile, the tab's fields merge three ways and the agent chooses where both changed
 * one. Save still saves at once and says so; Discard goes back to the values the tab showed when
 * opened or last saved with Save, saving them back when an autosave already stored others.
 */
export function useTabAutosave<V extends object, F extends keyof V & string>(
  options: TabAutosaveOptions<V, F>,
) {
  const { t } = useLingui();
  const { api, slug } = useTenant();
  const queryClient = useQueryClient();
  const { listing, values, valuesOf, fields } = options;
  const update = useUpdateListing(listing.publicId);
  const session = useContext(EditSessionContext);
  const [state, setState] = useState<AutosaveState>('idle');
  const [conflict, setConflict] = useState<TabConflict<V, F> | null>(null);
  const [choosing, setChoosing] = useState(false);
  /** A save on purpose is under way, or waits for an autosave under way (Save's spinner). */
  const [savingNow, setSavingNow] = useState(false);
  /** What Save asked for while an autosave was under way: saved on purpose once it is answered. */
  const saveAfter = useRef<V | null>(null);
  const stored = valuesOf(listing);
  /** What Discard returns to. */
  const opened = useRef(stored);
  /** The tab's values as last in step with the server, and that version: what a save changes. */
  const base = useRef({ values: stored, version: listing.updatedAt });
  // Another tab of this editor saved other fields: this tab's version follows.
  if (listing.updatedAt !== base.current.version && !differs(stored, base.current.values, fields)) {
    base.current = { values: stored, version: listing.updatedAt };
  }
  const unsaved = differs(values, base.current.values, fields);

  const save = (next: V, explicit: boolean, attempt = 1, version = base.current.version) => {
    setState('saving');
    if (explicit) setSavingNow(true);
    update.mutate(
      { body: options.bodyOf(next), version, ...(session && { session: session.key() }) },
      {
        onSuccess: (saved) => {
          base.current = { values: valuesOf(saved), version: saved.updatedAt };
          session?.saved();
          options.onStored(saved, next);
          const wanted = saveAfter.current;
          saveAfter.current = null;
          if (wanted && differs(wanted, next, fields)) {
            // Save was pressed after this autosave left, with more typed since: that goes now.
            save(wanted, true);
            return;
          }
          setState('saved');
          setSavingNow(false);
          if (explicit || wanted) {
            opened.current = valuesOf(saved);
            notifications.show({ color: 'teal', message: t`Property saved` });
          }
          // Typed on while it was saved: that goes at the next pause.
          schedule();
        },
        onError: (error) => {
          if (isStaleSave(error) && attempt < MAX_MERGES) {
            void mergeWithSaved(next, explicit || !!saveAfter.current, attempt);
            saveAfter.current = null;
            return;
          }
          saveAfter.current = null;
          setSavingNow(false);
          setState('failed');
          options.onRefused?.(error);
          notifyError(error);
        },
      },
    );
  };

  const mergeWithSaved = async (mine: V, explicit: boolean, attempt: number) => {
    let theirs: EditorListing;
    try {
      theirs = await queryClient.fetchQuery({
        ...listingOptions(api, slug, listing.publicId),
        staleTime: 0,
      });
    } catch (error) {
      setSavingNow(false);
      setState('failed');
      notifyError(error);
      return;
    }
    const merged = mergeFields(base.current.values, mine, valuesOf(theirs), fields);
    base.current = { values: valuesOf(theirs), version: theirs.updatedAt };
    options.show(merged.merged);
    if (!merged.conflicts.length) {
      save(merged.merged, explicit, attempt + 1, theirs.updatedAt);
      return;
    }
    setSavingNow(false);
    setState('conflict');
    setConflict(merged);
    setChoosing(true);
  };

  const onPause = () => {
    if (!unsaved || update.isPending || conflict) return;
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
    /** Save's own spinner: an autosave under way does not stop a Save (it follows it). */
    savingNow,
    /** The tab differs from what Discard returns to. */
    changed: differs(values, opened.current, fields),
    unsaved,
    /** Fields both sides changed, waiting for the agent; `choosing`: the dialog is open. */
    conflict,
    choosing,
    /** Save: at once, announced, and what Discard returns to from now on. */
    saveNow: (next: V = values) => {
      schedule.cancel();
      if (conflict) setChoosing(true);
      else if (!options.check(next)) setState('invalid');
      else if (update.isPending) {
        saveAfter.current = next;
        setSavingNow(true);
      } else save(next, true);
    },
    /** The agent chose, field by field: saved as a save on purpose. */
    saveChoices: (keepMine: ReadonlySet<F>) => {
      if (!conflict) return;
      const chosen = chooseValues(conflict.merged, conflict.conflicts, keepMine);
      options.show(chosen);
      setConflict(null);
      setChoosing(false);
      save(chosen, true);
    },
    /** 'Not now': nothing is saved until the agent chooses ('Choose values'). */
    chooseLater: () => setChoosing(false),
    chooseNow: () => setChoosing(true),
    /** Back to the values the tab opened with. */
    discard: () => {
      schedule.cancel();
      setConflict(null);
      setChoosing(false);
      const back = opened.current;
      options.show(back);
      setState('idle');
      if (differs(base.current.values, back, fields)) save(back, false);
    },
  };
}
