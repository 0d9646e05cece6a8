import { lazy, Suspense, useCallback, useState } from 'react';
import { ActionIcon, Group, Kbd, Text, UnstyledButton } from '@mantine/core';
import { useHotkeys, useOs } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import classes from './listing-search.module.css';

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
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        data-testid="listing-search-box"
      >
        <Group gap="xs" wrap="nowrap">
          <IconSearch size={16} aria-hidden />
          <Text size="sm" c="dimmed" flex={1} truncate>
            Search listings
          </Text>
          <Kbd size="xs" aria-hidden>
            {mac ? '⌘' : 'Ctrl'} K
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
        aria-label="Search listings"
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
