import { useEffect, useRef } from 'react';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useDebouncedCallback } from '@mantine/hooks';
import { useSuburbDetail } from '../../lib/queries/locations';
import type { EditorListing } from './api/listing';
import { draftErrors, restoreDraft, valuesFromListing, type DraftValues } from './draft-form';
import { afterSave } from './draft-merge';
import { clearDraft, loadDraft, saveDraft } from './draft-storage';

const LIVE_CHECKED: (keyof DraftValues)[] = [
  'name',
  'title',
  'description',
  'latitude',
  'longitude',
  'altitude',
  'price',
  'serviceCharge',
];

interface DraftFormOptions {
  tenant: string;
  listing: EditorListing | null;
  /** The signed-in agent's country: where a new draft starts. */
  homeCountryId: string | null;
}

export interface DraftForm {
  form: UseFormReturnType<DraftValues>;
  /** Stops keeping the local draft (it has just been created). */
  forgetDraft: () => void;
  /** Back to the saved listing, or an empty new draft. */
  discard: () => void;
  /**
   * The listing as just saved becomes what the form compares with. Given what the save `sent`,
   * fields edited since keep the agent's values (an autosave answered while they typed on).
   */
  markSaved: (saved: EditorListing, sent?: DraftValues) => void;
  /**
   * Another save came first: `saved` (the listing as stored now) becomes what the form compares
   * with, and `values` (the merge of the agent's edits into it) what it shows.
   */
  rebase: (saved: EditorListing, values: DraftValues) => void;
}

/**
 * The draft form over the three form tabs. A new draft is kept in localStorage as it changes and
 * restored on the next visit; a saved listing starts from the API's values, with its country and
 * city looked up from its suburb.
 */
export function useDraftForm({ tenant, listing, homeCountryId }: DraftFormOptions): DraftForm {
  const form = useForm<DraftValues>({
    initialValues: listing
      ? valuesFromListing(listing)
      : restoreDraft({ countryId: homeCountryId, ...loadDraft(tenant) }),
    validate: (values) => draftErrors(values),
    validateInputOnChange: LIVE_CHECKED,
  });
  const keepLocal = useRef(!listing);
  const persist = useDebouncedCallback(
    (values: DraftValues) => {
      if (keepLocal.current) saveDraft(tenant, values);
    },
    { delay: 300, flushOnUnmount: true },
  );
  useEffect(() => {
    if (!listing) persist(form.values);
  }, [listing, persist, form.values]);
  // A reload or a closed tab right after a keystroke still keeps it.
  useEffect(() => {
    const flush = () => persist.flush();
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [persist]);

  // A saved listing knows its suburb only: its country and city come with the suburb's details.
  const suburb = useSuburbDetail(listing && !form.values.cityId ? listing.suburb : null);
  const detail = suburb.data;
  useEffect(() => {
    if (!detail || form.values.cityId) return;
    const place = { countryId: detail.country.publicId, cityId: detail.city.publicId };
    form.setInitialValues({ ...form.getInitialValues(), ...place });
    form.setValues(place);
    form.resetDirty({ ...form.getInitialValues(), ...place });
  }, [detail, form]);

  return {
    form,
    forgetDraft: () => {
      keepLocal.current = false;
      persist.cancel();
      clearDraft(tenant);
    },
    markSaved: (saved, sent) => {
      const now = form.getValues();
      const stored = { ...valuesFromListing(saved), countryId: now.countryId, cityId: now.cityId };
      form.setInitialValues(stored);
      form.setValues(sent ? afterSave(sent, now, stored) : stored);
      form.resetDirty(stored);
    },
    rebase: (saved, values) => {
      const initial = {
        ...valuesFromListing(saved),
        countryId: values.countryId,
        cityId: values.cityId,
      };
      form.setInitialValues(initial);
      form.setValues(values);
      form.resetDirty(initial);
    },
    discard: () => {
      if (listing) {
        form.reset();
        return;
      }
      clearDraft(tenant);
      const empty = restoreDraft({ countryId: homeCountryId });
      form.setValues(empty);
      form.resetDirty(empty);
      form.clearErrors();
    },
  };
}
