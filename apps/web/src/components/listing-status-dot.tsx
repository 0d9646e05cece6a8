import { Group, Text, type MantineSize } from '@mantine/core';

type Published = 'APPROVED' | 'REVIEW';

const LOOK: Record<Published, { color: string; label: string }> = {
  APPROVED: { color: 'var(--mantine-color-green-6)', label: 'Approved' },
  REVIEW: { color: 'var(--mantine-color-red-6)', label: 'Under review' },
};

/**
 * A listing's moderation state as the spec draws it: a green dot for APPROVED, a red one for
 * under review. The word goes with the dot unless `label` is false; the dot alone still names
 * the state to screen readers.
 */
export function ListingStatusDot({
  published,
  label = true,
  size = 'sm',
}: {
  published: Published;
  label?: boolean;
  size?: MantineSize;
}) {
  const look = LOOK[published];
  return (
    <Group gap={6} wrap="nowrap" data-status={published}>
      <span
        aria-hidden={label}
        aria-label={label ? undefined : look.label}
        role={label ? undefined : 'img'}
        style={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          background: look.color,
          flex: 'none',
        }}
      />
      {label && (
        <Text size={size} span>
          {look.label}
        </Text>
      )}
    </Group>
  );
}
