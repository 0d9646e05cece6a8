import type { ReactNode } from 'react';
import { Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';

interface StatusPageProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  /** Fill the viewport (outside the dashboard) or the content area (inside it). */
  fullHeight?: boolean;
  color?: string;
}

/** A calm, centred page for not-found, restricted and similar states. */
export function StatusPage({
  icon,
  title,
  children,
  actions,
  fullHeight = false,
  color = 'brand',
}: StatusPageProps) {
  return (
    <Center mih={fullHeight ? '100vh' : '60vh'} p="md">
      <Stack align="center" ta="center" maw={480} gap="md">
        <ThemeIcon size={72} radius={36} variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        <Text c="dimmed">{children}</Text>
        {actions && (
          <Group justify="center" mt="xs">
            {actions}
          </Group>
        )}
      </Stack>
    </Center>
  );
}
