import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import { IconArrowUpRight } from '@tabler/icons-react';
import classes from './quick-link-card.module.css';

interface QuickLinkCardProps {
  to: string;
  label: string;
  description: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  color: string;
}

export function QuickLinkCard({ to, label, description, icon: Icon, color }: QuickLinkCardProps) {
  return (
    <Card component={Link} to={to} padding="lg" className={classes.card}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <ThemeIcon size={48} radius="md" variant="light" color={color} aria-hidden>
          <Icon size={26} stroke={1.6} />
        </ThemeIcon>
        <IconArrowUpRight size={20} className={classes.arrow} aria-hidden />
      </Group>
      <Text fw={700} size="lg" mt="md">
        {label}
      </Text>
      <Text size="sm" c="dimmed" mt={4}>
        {description}
      </Text>
    </Card>
  );
}
