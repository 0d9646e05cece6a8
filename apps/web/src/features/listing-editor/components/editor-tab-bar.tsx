import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ScrollArea, Tabs } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { EDITOR_TABS, TAB_LABELS, type EditorTab } from '../editor-tabs';

interface EditorTabBarProps {
  active: EditorTab;
  /** Tabs a previous one keeps closed: still links, marked as locked. */
  locked: ReadonlySet<EditorTab>;
  /** The address of a tab (the tab lives in the query string, so back and forward work). */
  hrefOf: (tab: EditorTab) => string;
}

export function EditorTabBar({ active, locked, hrefOf }: EditorTabBarProps) {
  const list = useRef<HTMLDivElement>(null);
  // On a phone the bar scrolls: keep the open tab in view (after a Next, or a link to a tab).
  useEffect(() => {
    list.current
      ?.querySelector(`[data-tab="${active}"]`)
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  // Each tab is a link: clicking or Enter follows it; the arrow keys only move the focus.
  return (
    <Tabs value={active} keepMounted={false} activateTabWithKeyboard={false}>
      <ScrollArea type="never" offsetScrollbars={false}>
        <Tabs.List ref={list} style={{ flexWrap: 'nowrap' }} aria-label="Listing sections">
          {EDITOR_TABS.map((tab) => (
            <Tabs.Tab
              key={tab}
              value={tab}
              data-tab={tab}
              data-locked={locked.has(tab) || undefined}
              rightSection={
                locked.has(tab) ? <IconLock size={14} aria-label="locked" /> : undefined
              }
              renderRoot={(props) => <Link to={hrefOf(tab)} {...props} />}
            >
              {TAB_LABELS[tab]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </ScrollArea>
    </Tabs>
  );
}
