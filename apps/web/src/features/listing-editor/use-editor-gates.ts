import { useMemo } from 'react';
import { tabGate, type GateState } from './draft-gating';
import { draftErrors, tabFilled, tabInvalid, type DraftValues } from './draft-form';
import { EDITOR_TABS, FORM_TABS, type EditorTab, type FormTab } from './editor-tabs';
import type { TypeGroup } from './api/property-types';

const perTab = (check: (tab: FormTab) => boolean) =>
  Object.fromEntries(FORM_TABS.map((tab) => [tab, check(tab)])) as Record<FormTab, boolean>;

/** The gating state of the draft as it stands, and the tabs it keeps locked. */
export function useEditorGates(
  values: DraftValues,
  saved: boolean,
  types: TypeGroup[] | undefined,
) {
  return useMemo(() => {
    const errors = draftErrors(values);
    const known = types?.flatMap((group) => group.items.map((type) => type.publicId));
    const state: GateState = {
      saved,
      filled: perTab((tab) => tabFilled(tab, values)),
      invalid: perTab((tab) => tabInvalid(tab, values, errors)),
      typeKnown: !values.typeId || !known || known.includes(values.typeId),
    };
    const locked = new Set<EditorTab>(EDITOR_TABS.filter((tab) => tabGate(tab, state)));
    return { state, errors, locked };
  }, [values, saved, types]);
}
