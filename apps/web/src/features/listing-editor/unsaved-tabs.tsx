import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { EditorTab } from './editor-tabs';

interface TabScope {
  tab: EditorTab;
  /** The tab is on screen; a kept tab is hidden, not unmounted, while another is open. */
  active: boolean;
  report: (tab: EditorTab, unsaved: boolean) => void;
}

const TabScopeContext = createContext<TabScope | null>(null);

/** The editor's record of which tabs hold changes not saved yet. */
export function useUnsavedTabs() {
  const [unsaved, setUnsaved] = useState<ReadonlySet<EditorTab>>(() => new Set());
  const report = useCallback((tab: EditorTab, isUnsaved: boolean) => {
    setUnsaved((current) => {
      if (current.has(tab) === isUnsaved) return current;
      const next = new Set(current);
      if (isUnsaved) next.add(tab);
      else next.delete(tab);
      return next;
    });
  }, []);
  return { unsaved, report };
}

/** One kept tab of the editor: what it reports and whether it is the one on screen. */
export function EditorTabScope({
  tab,
  active,
  report,
  children,
}: TabScope & { children: ReactNode }) {
  const scope = useMemo(() => ({ tab, active, report }), [tab, active, report]);
  return <TabScopeContext.Provider value={scope}>{children}</TabScopeContext.Provider>;
}

/** A tab tells the editor it holds unsaved changes (asked about before leaving the editor). */
export function useReportUnsaved(unsaved: boolean) {
  const scope = useContext(TabScopeContext);
  const tab = scope?.tab;
  const report = scope?.report;
  useEffect(() => {
    if (!tab || !report) return;
    report(tab, unsaved);
    return () => report(tab, false);
  }, [tab, report, unsaved]);
}

/** A callback for input kept outside this feature (the images panel's upload dialog). */
export function useUnsavedReporter(): (unsaved: boolean) => void {
  const scope = useContext(TabScopeContext);
  const tab = scope?.tab;
  const report = scope?.report;
  return useCallback((unsaved: boolean) => tab && report?.(tab, unsaved), [tab, report]);
}

/** Whether the tab is on screen: its dialogs and maps show only then. True outside the editor. */
export function useTabActive(): boolean {
  return useContext(TabScopeContext)?.active ?? true;
}
