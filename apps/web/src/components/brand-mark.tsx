import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingEstate } from '@tabler/icons-react';

/** The product's name, the same in every language. */
const PRODUCT_NAME = 'Propdesk';

/** The product mark: icon plus name, with the site name under it when given. */
export function BrandMark({ site, compact = false }: { site?: string; compact?: boolean }) {
  return (
    <Group gap={10} wrap="nowrap">
      <ThemeIcon size={compact ? 34 : 38} radius="md" variant="filled" aria-hidden>
        <IconBuildingEstate size={compact ? 20 : 22} stroke={1.8} />
      </ThemeIcon>
      {!compact && (
        <div style={{ lineHeight: 1.15 }}>
          <Text fw={800} size="lg" lh={1.1}>
            {PRODUCT_NAME}
          </Text>
          {site && (
            <Text size="xs" c="dimmed" lh={1.2}>
              {site}
            </Text>
          )}
        </div>
      )}
    </Group>
  );
}
