import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ScrollArea, Tabs } from '@mantine/core';
import { DETAIL_TABS, type DetailTab } from '../detail-tabs';

interface DetailTabBarProps {
  active: DetailTab;
  /** A tab's address: the tab lives in the query, so back and forward move between tabs. */
  hrefOf: (tab: DetailTab) => string;
  /** Router state carried along (where the back button returns to). */
  state: unknown;
}

/** Details, Images, Location, Units as links; the hidden Viewings tab has no button. */
export function DetailTabBar({ active, hrefOf, state }: DetailTabBarProps) {
  const list = useRef<HTMLDivElement>(null);
  // On a phone the bar scrolls: keep the open tab in view.
  useEffect(() => {
    list.current
      ?.querySelector(`[data-tab="${active}"]`)
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  return (
    <Tabs value={active} keepMounted={false} activateTabWithKeyboard={false}>
      <ScrollArea type="never" offsetScrollbars={false}>
        <Tabs.List ref={list} style={{ flexWrap: 'nowrap' }} aria-label="Listing sections">
          {DETAIL_TABS.map((tab) => (
            <Tabs.Tab
              key={tab}
              value={tab}
              data-tab={tab}
              renderRoot={(props) => <Link to={hrefOf(tab)} state={state} {...props} />}
            >
              {tab}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </ScrollArea>
    </Tabs>
  );
}
