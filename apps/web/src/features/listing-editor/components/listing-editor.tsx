import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Card, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { IconAlertCircle, IconCloudOff } from '@tabler/icons-react';
import { DuplicateWarning } from '../../../components/duplicates/duplicate-warning';
import { LinkTabBar } from '../../../components/link-tab-bar';
import { useGeneratedTitle } from '../generated-title';
import { fieldErrors } from '../../../lib/form-fields';
import { notifyError } from '../../../lib/notify';
import { isUnreachable } from '../../../lib/api-client';
import { forgetPendingSave, keepPendingSave, loadPendingSave } from '../draft-storage';
import { paths } from '../../../lib/paths';
import { useCountries, useSuburbs } from '../../../lib/queries/locations';
import { useSignedInUser } from '../../../lib/queries/signed-in-user';
import { useTenant } from '../../../lib/tenant';
import { isBusy, useSavingStatus } from '../../../lib/use-saving-status';
import {
  isStaleSave,
  useCreateListing,
  useEndEditSession,
  useUpdateListing,
  type EditorListing,
} from '../api/listing';
import { usePropertyTypes } from '../api/property-types';
import {
  createInput,
  draftErrors,
  TAB_FIELDS,
  updateBody,
  valuesFromListing,
  type DraftValues,
} from '../draft-form';
import {
  changedFields,
  chooseValues,
  mergeDrafts,
  revertFields,
  type FieldConflict,
  type MergedField,
} from '../draft-merge';
import { EditSessionContext, newSessionKey, type EditSession } from '../edit-session';
import { AutosaveStatus, type AutosaveState } from './autosave-status';
import { ConflictModal } from './conflict-modal';
import { listingOptions } from '../../../lib/queries/listing';
import { GATE_MESSAGES, nextGate, tabGate, type GateMessage } from '../draft-gating';
import {
  EDITOR_TABS,
  FORM_TABS,
  isFormTab,
  nextTab,
  TAB_LABELS,
  tabFromParam,
  type EditorTab,
} from '../editor-tabs';
import type { startCreatePropertyTour } from '../tour/create-property-tour';
import { useDraftForm } from '../use-draft-form';
import { useEditorGates } from '../use-editor-gates';
import { AUTOSAVE_DELAY_MS, MAX_MERGES } from '../use-tab-autosave';
import { BlockedTab } from './blocked-tab';
import { DiscardDraftModal } from './discard-draft-modal';
import { EditorActions } from './editor-actions';
import { EditorHeader } from './editor-header';
import { LeaveGuard } from '../../../components/leave-guard';
import type { MapPoint } from '../../../components/location-map/location-map';
import { NearestSuburb, type SuburbChoice } from './nearest-suburb';
import { PlaceSearch, type FoundPlace } from './place-search';
import { DetailsTab } from './details-tab';
import { LocationTab, roundCoordinate } from './location-tab';
import { PriceTab } from './price-tab';
import { ReviewStep } from './review-step';
import type { RenderImages } from './saved-tab-panel';
import { EditorTabScope, useUnsavedTabs } from '../unsaved-tabs';

/**
 * The tabs of a saved listing (features, others, amenities, SEO, preview) load when one is
 * opened: a new draft's first paint does not wait for their code.
 */
const SavedTabPanel = lazy(async () => ({
  default: (await import('./saved-tab-panel')).SavedTabPanel,
}));

/**
 * The saved listing's tabs that hold input: once opened they stay mounted (hidden while another
 * tab is open), so what the agent typed or ticked is still there on coming back. The preview
 * shows what is saved and opens afresh.
 */
const KEPT_TABS: ReadonlySet<EditorTab> = new Set([
  'features',
  'others',
  'images',
  'amenities',
  'SEO',
]);

interface ListingEditorProps {
  /** The saved listing, or null for a new draft. */
  listing: EditorListing | null;
  renderImages: RenderImages;
}

/** How often a save kept offline is tried again while the browser says it is online. */
const OFFLINE_RETRY_MS = 30_000;

/** The tabbed listing form: the draft's three tabs, then the saved listing's own tabs. */
export function ListingEditor({ listing, renderImages }: ListingEditorProps) {
  const { slug, api } = useTenant();
  const { t } = useLingui();
  const titleFor = useGeneratedTitle();
  const user = useSignedInUser();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const tab = tabFromParam(search.get('tab'));
  const { form, forgetDraft, discard, markSaved, rebase } = useDraftForm({
    tenant: slug,
    listing,
    homeCountryId: user.location.country?.publicId ?? null,
  });
  const values = form.values;
  const types = usePropertyTypes();
  const countries = useCountries();
  const suburbs = useSuburbs(values.cityId);
  const { state, locked } = useEditorGates(values, !!listing, types.data);
  const create = useCreateListing();
  const update = useUpdateListing(listing?.publicId ?? '');
  const [savingStatus, setSavingStatus] = useSavingStatus();
  const [notice, setNotice] = useState<GateMessage | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  /** Another save came first and changed fields the agent changed too. */
  const [conflict, setConflict] = useState<{
    merged: DraftValues;
    conflicts: FieldConflict[];
    /** The listing as saved meanwhile: what the chosen values are saved over. */
    base: EditorListing;
    attempt: number;
  } | null>(null);
  /** The choice is open; 'Not now' closes it, and nothing is saved until the agent chooses. */
  const [choosing, setChoosing] = useState(false);
  const queryClient = useQueryClient();
  /** A save is kept on the device until the server can be reached (draft-storage.ts). */
  const [offline, setOffline] = useState(false);
  const [autosave, setAutosave] = useState<AutosaveState>('idle');
  /** The editing session: its saves become one history entry when it ends. */
  const session = useRef(newSessionKey());
  const endSession = useEndEditSession(listing?.publicId ?? '');
  /** The listing as the session found it: what Discard returns to. */
  const sessionStart = useRef(listing);
  /** The fields the session's saves changed: what Discard puts back. */
  const sessionFields = useRef(new Set<MergedField>());
  /** A saved tab (Others, SEO) stored a save under the session. */
  const tabsSaved = useRef(false);
  /** The session has saves to write when it ends. */
  const sessionWrote = () => sessionFields.current.size > 0 || tabsSaved.current;
  const editSession = useMemo<EditSession>(
    () => ({
      key: () => session.current,
      saved: () => {
        tabsSaved.current = true;
      },
    }),
    [],
  );
  /** The listing the form's saved values come from: the version the next save names. */
  const formBase = useRef(listing);
  /** Save was pressed while an autosave was under way. */
  const saveAfter = useRef(false);
  const [center, setCenter] = useState<MapPoint | null>(null);
  const [dropped, setDropped] = useState<MapPoint | null>(null);
  const { unsaved, report } = useUnsavedTabs();
  const [kept, setKept] = useState<readonly EditorTab[]>([]);
  if (listing && KEPT_TABS.has(tab) && !kept.includes(tab)) setKept([...kept, tab]);
  /** The tour started on this page: it decides where 'Save and Continue' goes. */
  const tourStarted = useRef(false);
  const tutorial = useRef<ReturnType<typeof startCreatePropertyTour> | null>(null);
  useEffect(
    () => () => {
      tourStarted.current = false;
      tutorial.current?.destroy();
    },
    [],
  );

  const hrefOf = useCallback(
    (to: EditorTab) =>
      listing
        ? paths.draftListing(slug, listing.publicId, to)
        : `${paths.newListing(slug)}?tab=${encodeURIComponent(to)}`,
    [listing, slug],
  );

  useEffect(() => setNotice(null), [tab]);

  const wantsTour = search.get('tour') === 'create-property' && !listing;
  const typesReady = !!types.data;
  useEffect(() => {
    if (!wantsTour || !typesReady) return;
    // Drop the flag first, so a reload or the back button does not start the tour again.
    setSearch(
      (current) => {
        current.delete('tour');
        return current;
      },
      { replace: true },
    );
    tourStarted.current = true;
    // driver.js loads with the tour, not with every editor page.
    void import('../tour/create-property-tour').then(({ startCreatePropertyTour }) => {
      if (!tourStarted.current) return; // the page was left meanwhile
      tutorial.current = startCreatePropertyTour({ openTab: (to) => void navigate(hrefOf(to)) });
    });
  }, [wantsTour, typesReady, setSearch, navigate, hrefOf]);

  const typeNameOf = (id: string) =>
    types.data?.flatMap((group) => group.items).find((type) => type.publicId === id)?.name;
  const suburbNameOf = (id: string) =>
    suburbs.data?.content.find((s) => s.publicId === id)?.name ??
    (listing?.suburb === id ? listing?.location.suburb : undefined);
  const typeName = values.typeId ? typeNameOf(values.typeId) : undefined;
  const suburbName = values.suburb ? suburbNameOf(values.suburb) : undefined;
  const generatedTitle = titleFor({
    typeName,
    category: values.category,
    suburbName,
  });
  const currencies = useMemo(
    () =>
      countries.data?.content
        .find((country) => country.publicId === values.countryId)
        ?.currencies.map((c) => c.code) ?? [],
    [countries.data, values.countryId],
  );

  const showApiProblem = (error: unknown) => {
    setSavingStatus('error');
    notifyError(error);
    const byField = fieldErrors(error);
    if (Object.keys(byField).length) form.setErrors(byField);
  };

  /** Highlights the tab's fields; true when the agent may move on. */
  const checkTab = (current: EditorTab) => {
    if (!isFormTab(current)) return true;
    for (const field of TAB_FIELDS[current]) form.validateField(field);
    const gate = nextGate(current, state);
    if (gate) {
      setNotice(gate.message);
      return false;
    }
    return !state.invalid[current];
  };

  const onNext = () => {
    const to = nextTab(tab);
    if (to && checkTab(tab)) void navigate(hrefOf(to));
  };

  const onCreate = () => {
    if (!checkTab('price')) return;
    const gate = tabGate('price', state);
    if (gate || form.validate().hasErrors) {
      setNotice(gate?.message ?? GATE_MESSAGES.fixErrors);
      return;
    }
    const title = values.title.trim() || generatedTitle;
    setSavingStatus('creating');
    create.mutate(createInput({ ...values, title }), {
      onSuccess: (created) => {
        setSavingStatus('created');
        forgetDraft();
        notifications.show({ color: 'teal', message: t`Property created` });
        void navigate(
          tourStarted.current
            ? paths.draftListing(slug, created.publicId, 'images', 'add-images')
            : paths.draftListing(slug, created.publicId, 'features'),
        );
      },
      onError: showApiProblem,
    });
  };

  /** The agent saved on purpose: the session becomes its history entry, and a new one starts. */
  const finishSession = (saved: EditorListing) => {
    if (sessionWrote()) endSession(session.current);
    session.current = newSessionKey();
    sessionStart.current = saved;
    sessionFields.current = new Set();
    tabsSaved.current = false;
    notifications.show({ color: 'teal', message: t`Property saved` });
  };

  /**
   * Saves `draft` as a change of `base` (the listing as the form last knew it; its updatedAt goes
   * as If-Match), as part of the editing session. When another save came first, the two are
   * merged: the agent chooses only where both changed a field. `explicit`: the Save button.
   */
  const submit = (draft: DraftValues, base: EditorListing, attempt = 1, explicit = false) => {
    if (explicit) setSavingStatus('saving');
    setAutosave('saving');
    update.mutate(
      { body: updateBody(draft), version: base.updatedAt, session: session.current },
      {
        onSuccess: (saved) => {
          // The answer is the listing as stored: the save is confirmed.
          for (const field of changedFields(valuesFromListing(base), draft)) {
            sessionFields.current.add(field);
          }
          formBase.current = saved;
          setConflict(null);
          setOffline(false);
          forgetPendingSave(slug, saved.publicId);
          markSaved(saved, draft);
          setAutosave('saved');
          if (explicit || saveAfter.current) {
            saveAfter.current = false;
            setSavingStatus('success');
            // Typed on while the save was under way: the Save button saves that too.
            if (form.isDirty()) submit(form.getValues(), saved, 1, true);
            else finishSession(saved);
          }
        },
        onError: (error) => {
          if (isUnreachable(error)) {
            // Kept, with the version it changes, and sent once the server answers again.
            keepPendingSave(slug, { values: draft, base });
            setSavingStatus('pending');
            setAutosave('idle');
            setOffline(true);
          } else if (isStaleSave(error) && attempt < MAX_MERGES) {
            void mergeWithSaved(draft, base, attempt, explicit);
          } else {
            setAutosave('failed');
            showApiProblem(error);
          }
        },
      },
    );
  };

  const mergeWithSaved = async (
    draft: DraftValues,
    base: EditorListing,
    attempt: number,
    explicit: boolean,
  ) => {
    let theirs: EditorListing;
    try {
      theirs = await queryClient.fetchQuery({
        ...listingOptions(api, slug, base.publicId),
        staleTime: 0,
      });
    } catch (error) {
      showApiProblem(error);
      return;
    }
    const { merged, conflicts } = mergeDrafts(
      valuesFromListing(base),
      draft,
      valuesFromListing(theirs),
    );
    formBase.current = theirs;
    rebase(theirs, merged);
    if (!conflicts.length) {
      submit(merged, theirs, attempt + 1, explicit);
      return;
    }
    setSavingStatus('pending');
    setAutosave('idle');
    setAutosave('conflict');
    setConflict({ merged, conflicts, base: theirs, attempt: attempt + 1 });
    setChoosing(true);
  };

  const onSave = () => {
    const base = formBase.current;
    if (!listing || !base || form.validate().hasErrors) {
      setNotice(GATE_MESSAGES.fixErrors);
      return;
    }
    scheduleAutosave.cancel();
    if (conflict) {
      setChoosing(true);
      return;
    }
    if (update.isPending) {
      // An autosave is under way: Save finishes the session once it is answered.
      saveAfter.current = true;
      setSavingStatus('saving');
    } else if (form.isDirty() || offline) submit(form.getValues(), base, 1, true);
    else finishSession(base);
  };

  /**
   * A pause after a change to a saved listing: the form saves on its own when it is valid (else
   * the fields to fix are marked), or, with the network gone, keeps it on the device.
   */
  const autosaveNow = () => {
    const base = formBase.current;
    if (!listing || !base || conflict || update.isPending || !form.isDirty()) return;
    const draft = form.getValues();
    if (Object.keys(draftErrors(draft)).length) {
      if (isFormTab(tab)) for (const field of TAB_FIELDS[tab]) form.validateField(field);
      setAutosave('invalid');
      return;
    }
    if (offline) {
      const pending = loadPendingSave<EditorListing>(slug, listing.publicId);
      keepPendingSave(slug, { values: draft, base: pending?.base ?? base });
      return;
    }
    submit(draft, base);
  };
  const autosaveLatest = useRef(autosaveNow);
  autosaveLatest.current = autosaveNow;
  const scheduleAutosave = useDebouncedCallback(() => autosaveLatest.current(), AUTOSAVE_DELAY_MS);
  const editing = !!listing;
  useEffect(() => {
    if (editing && form.isDirty()) scheduleAutosave();
  }, [editing, values, form, scheduleAutosave]);

  // Leaving the editor, or closing the tab, ends the session: its saves become one entry.
  const endLatest = useRef(() => {});
  endLatest.current = () => {
    if (sessionWrote()) endSession(session.current);
  };
  useEffect(() => {
    const end = () => endLatest.current();
    window.addEventListener('pagehide', end);
    return () => {
      window.removeEventListener('pagehide', end);
      end();
    };
  }, []);

  // The latest submit, for the retries below (they outlive the render that started them).
  const submitLatest = useRef(submit);
  submitLatest.current = submit;
  const sendPending = useCallback(() => {
    const pending = listing && loadPendingSave<EditorListing>(slug, listing.publicId);
    // What the form holds now: edits made while offline go with the kept ones. The agent was
    // told it would be saved: its answer is announced as a save on purpose.
    if (pending && !update.isPending) submitLatest.current(form.getValues(), pending.base, 1, true);
  }, [listing, slug, form, update.isPending]);

  // A save kept on this device (the tab was closed offline) comes back into the form, and goes.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || !listing) return;
    restored.current = true;
    const pending = loadPendingSave<EditorListing>(slug, listing.publicId);
    if (!pending) return;
    form.setValues(pending.values);
    setOffline(true);
    if (navigator.onLine) sendPending();
  }, [listing, slug, form, sendPending]);

  // Sent again when the browser is back online, and every half minute meanwhile.
  useEffect(() => {
    if (!offline) return;
    window.addEventListener('online', sendPending);
    const timer = setInterval(sendPending, OFFLINE_RETRY_MS);
    return () => {
      window.removeEventListener('online', sendPending);
      clearInterval(timer);
    };
  }, [offline, sendPending]);

  /**
   * Back to the listing as this session found it (opened, or last saved with Save): an edit kept
   * offline goes too, and the fields the session's autosaves stored are saved back.
   */
  const discardEdits = () => {
    if (!listing) return;
    forgetPendingSave(slug, listing.publicId);
    setOffline(false);
    setConflict(null);
    setChoosing(false);
    scheduleAutosave.cancel();
    const start = sessionStart.current;
    const base = formBase.current;
    if (!start || !base || !sessionFields.current.size) {
      discard();
      setAutosave('idle');
      return;
    }
    const reverted = revertFields(
      { ...valuesFromListing(base), countryId: values.countryId, cityId: values.cityId },
      { ...valuesFromListing(start), countryId: values.countryId, cityId: values.cityId },
      sessionFields.current,
    );
    form.setValues(reverted);
    form.clearErrors();
    submit(reverted, base);
  };

  const saveChoices = (keepMine: ReadonlySet<MergedField>) => {
    if (!conflict) return;
    const chosen = chooseValues(conflict.merged, conflict.conflicts, keepMine);
    form.setValues(chosen);
    setChoosing(false);
    // The agent chose and pressed save: a save on purpose, whatever started it.
    submit(chosen, conflict.base, conflict.attempt, true);
  };

  const chooseSuburb = ({ countryId, cityId, suburbId }: SuburbChoice) =>
    form.setValues({ countryId, cityId, suburb: suburbId });

  /** A search result moves the map and the pin there; a suburb of the site also fills the selects. */
  const placeFound = (place: FoundPlace) => {
    // The pin goes where the place is; the agent can still move it.
    const point = {
      latitude: roundCoordinate(place.latitude),
      longitude: roundCoordinate(place.longitude),
    };
    setCenter(point);
    setDropped(point);
    form.setValues(point);
    form.clearFieldError('latitude');
    form.clearFieldError('longitude');
    if (place.countryId && place.cityId && place.suburbId) {
      chooseSuburb({ countryId: place.countryId, cityId: place.cityId, suburbId: place.suburbId });
    }
  };

  const gate = tabGate(tab, state);
  // A saved listing's form tabs count as unsaved when one of their fields differs from it.
  const formUnsaved = listing
    ? FORM_TABS.filter((formTab) => TAB_FIELDS[formTab].some((field) => form.isDirty(field)))
    : [];
  const unsavedTabs = new Set([...unsaved, ...formUnsaved]);
  const saving = isBusy(savingStatus);
  const formTab = isFormTab(tab);

  return (
    <EditSessionContext.Provider value={editSession}>
      <Stack gap="lg">
        <EditorHeader listing={listing} values={values} generatedTitle={generatedTitle} />
        {listing && <ReviewStep listing={listing} />}
        {listing && <DuplicateWarning listingId={listing.publicId} version={listing.updatedAt} />}
        <LinkTabBar
          tabs={EDITOR_TABS}
          active={tab}
          locked={locked}
          hrefOf={hrefOf}
          labelOf={(shown) => t(TAB_LABELS[shown])}
          marked={unsavedTabs}
        />
        {gate ? (
          <BlockedTab gate={gate} hrefOf={hrefOf} />
        ) : formTab ? (
          <Card padding="lg">
            <Stack gap="lg">
              {tab === 'details' && (
                <DetailsTab
                  form={form}
                  typeGroups={types.data ?? []}
                  newListing={!listing}
                  generatedTitle={generatedTitle}
                  listingId={listing?.publicId}
                />
              )}
              {tab === 'location' && (
                <LocationTab
                  form={form}
                  center={center}
                  onCenter={setCenter}
                  onPicked={setDropped}
                  search={<PlaceSearch onFound={placeFound} />}
                  suggestion={
                    <NearestSuburb
                      point={dropped}
                      currentSuburb={values.suburb}
                      onUse={chooseSuburb}
                    />
                  }
                />
              )}
              {tab === 'price' && <PriceTab form={form} currencies={currencies} />}
              {notice && (
                <Alert
                  color="orange"
                  variant="light"
                  icon={<IconAlertCircle size={18} />}
                  role="alert"
                >
                  {t(notice)}
                </Alert>
              )}
              {offline && (
                <Alert
                  color="gray"
                  variant="light"
                  icon={<IconCloudOff size={18} aria-hidden />}
                  role="status"
                  data-testid="offline-save"
                >
                  <Trans>Offline: will save when back</Trans>
                </Alert>
              )}
              {listing && !offline && (
                <AutosaveStatus state={autosave} onChoose={() => setChoosing(true)} />
              )}
              <EditorActions
                saving={saving}
                autosaving={update.isPending}
                onDiscard={() => (listing ? discardEdits() : setConfirmDiscard(true))}
                onSave={listing ? onSave : undefined}
                onNext={listing || tab !== 'price' ? onNext : undefined}
                onCreate={!listing && tab === 'price' ? onCreate : undefined}
              />
            </Stack>
          </Card>
        ) : (
          listing &&
          !KEPT_TABS.has(tab) && (
            <Suspense fallback={<Skeleton height={360} radius="lg" />}>
              <SavedTabPanel tab={tab} listing={listing} renderImages={renderImages} />
            </Suspense>
          )
        )}
        {listing &&
          kept.map((keptTab) => {
            const shown = keptTab === tab && !gate;
            return (
              <div key={keptTab} hidden={!shown} data-testid={`tab-panel-${keptTab}`}>
                <EditorTabScope tab={keptTab} active={shown} report={report}>
                  <Suspense fallback={<Skeleton height={360} radius="lg" />}>
                    <SavedTabPanel tab={keptTab} listing={listing} renderImages={renderImages} />
                  </Suspense>
                </EditorTabScope>
              </div>
            );
          })}
        <LeaveGuard
          when={(!!listing && form.isDirty()) || unsavedTabs.size > 0}
          subject={t`this listing`}
        />
        {conflict && choosing && (
          <ConflictModal
            conflicts={conflict.conflicts}
            names={{ typeId: (id) => typeNameOf(id), suburb: (id) => suburbNameOf(id) }}
            busy={saving}
            onCancel={() => setChoosing(false)}
            onSave={saveChoices}
          />
        )}
        <DiscardDraftModal
          opened={confirmDiscard}
          onClose={() => setConfirmDiscard(false)}
          onConfirm={() => {
            setConfirmDiscard(false);
            discard();
            void navigate(hrefOf('details'));
          }}
        />
        {tab === 'details' && !listing && (
          <Text size="xs" c="dimmed" ta="center">
            <Trans>Your draft is kept on this device until you save it.</Trans>
          </Text>
        )}
      </Stack>
    </EditSessionContext.Provider>
  );
}
