import { lazy, Suspense, useCallback, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Kbd, Text, UnstyledButton } from '@mantine/core';
import { useHotkeys, useOs } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import classes from './listing-search.module.css';

/** The keys that open the search, as the keyboard names them in every language. */
const SHORTCUTS = 'Control+K Meta+K';
const CTRL_KEY = 'Ctrl';

const loadPalette = () => import('./listing-search-palette');
const ListingSearchPalette = lazy(async () => ({
  default: (await loadPalette()).ListingSearchPalette,
}));

/**
 * The top bar's search over the agent's own listings: a box on wide screens, an icon on phones,
 * and Ctrl/Cmd+K anywhere. The palette's code loads on first focus, hover or shortcut, so pages
 * that never search do not download it.
 */
export function ListingSearch({ tenant, agentId }: { tenant: string; agentId: string }) {
  const { t } = useLingui();
  const [wanted, setWanted] = useState(false);
  const mac = useOs() === 'macos';
  const preload = useCallback(() => void loadPalette(), []);
  const open = useCallback(() => {
    setWanted(true);
    void loadPalette().then((palette) => palette.openListingSearch());
  }, []);
  useHotkeys([['mod+K', open]], []);
  return (
    <>
      <UnstyledButton
        className={classes.box}
        visibleFrom="sm"
        onClick={open}
        onFocus={preload}
        onPointerEnter={preload}
        aria-keyshortcuts={SHORTCUTS}
        aria-haspopup="dialog"
        data-testid="listing-search-box"
      >
        <Group gap="xs" wrap="nowrap">
          <IconSearch size={16} aria-hidden />
          <Text size="sm" c="dimmed" flex={1} truncate>
            <Trans>Search listings</Trans>
          </Text>
          <Kbd size="xs" aria-hidden dir="ltr">
            {mac ? '⌘' : CTRL_KEY} K
          </Kbd>
        </Group>
      </UnstyledButton>
      <ActionIcon
        hiddenFrom="sm"
        variant="subtle"
        color="gray"
        size="lg"
        onClick={open}
        onFocus={preload}
        aria-label={t`Search listings`}
        aria-haspopup="dialog"
      >
        <IconSearch size={20} stroke={1.7} aria-hidden />
      </ActionIcon>
      {wanted && (
        <Suspense fallback={null}>
          <ListingSearchPalette tenant={tenant} agentId={agentId} />
        </Suspense>
      )}
    </>
  );
}
