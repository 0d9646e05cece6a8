import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { ScrollArea, Tabs } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import classes from './link-tab-bar.module.css';

interface LinkTabBarProps<T extends string> {
  tabs: readonly T[];
  active: T;
  /** A tab's address: the tab lives in the query, so back and forward move between tabs. */
  hrefOf: (tab: T) => string;
  labelOf?: (tab: T) => string;
  /** Tabs that are still links but marked as locked (a previous tab keeps them closed). */
  locked?: ReadonlySet<T>;
  /** Tabs that hold changes not saved yet: a dot after the label. */
  marked?: ReadonlySet<T>;
  /** Router state carried along every tab link. */
  state?: unknown;
}

/**
 * A page's sections as a tab bar of links (the listing editor's and the detail page's): clicking
 * or Enter follows a link, the arrow keys only move the focus, and on a phone the bar scrolls
 * with the open tab kept in view.
 */
export function LinkTabBar<T extends string>({
  tabs,
  active,
  hrefOf,
  labelOf = (tab) => tab,
  locked,
  marked,
  state,
}: LinkTabBarProps<T>) {
  const { t } = useLingui();
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    list.current
      ?.querySelector(`[data-tab="${active}"]`)
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  return (
    <Tabs value={active} keepMounted={false} activateTabWithKeyboard={false}>
      <ScrollArea type="never" offsetScrollbars={false}>
        <Tabs.List ref={list} style={{ flexWrap: 'nowrap' }} aria-label={t`Listing sections`}>
          {tabs.map((tab) => (
            <Tabs.Tab
              key={tab}
              value={tab}
              data-tab={tab}
              data-locked={locked?.has(tab) || undefined}
              rightSection={
                locked?.has(tab) ? (
                  <IconLock size={14} aria-label={t`locked`} />
                ) : marked?.has(tab) ? (
                  <span className={classes.unsaved} role="img" aria-label={t`unsaved changes`} />
                ) : undefined
              }
              renderRoot={(props) => <Link to={hrefOf(tab)} state={state} {...props} />}
            >
              {labelOf(tab)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </ScrollArea>
    </Tabs>
  );
}
