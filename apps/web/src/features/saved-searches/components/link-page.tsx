import type { ReactNode } from 'react';
import { Container, Paper, Stack, ThemeIcon, Title } from '@mantine/core';
import { PublicFooter } from '../../../components/public-footer';
import { PublicHeader } from '../../../components/public-header';
import { PublicMain } from '../../../components/public-main';

interface LinkPageProps {
  icon: ReactNode;
  title: string;
  color?: string;
  children: ReactNode;
}

/** A page an alert's link opens, signed in or not: the site's header, one card, the footer. */
export function LinkPage({ icon, title, color = 'brand', children }: LinkPageProps) {
  return (
    <Container size="xl" px={{ base: 'sm', sm: 'md' }}>
      <PublicHeader />
      <PublicMain>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={560} mx="auto" my="xl">
          <Stack gap="md">
            <ThemeIcon size={56} radius={28} variant="light" color={color} aria-hidden>
              {icon}
            </ThemeIcon>
            <Title order={1} fz={{ base: 22, sm: 26 }}>
              {title}
            </Title>
            {children}
          </Stack>
        </Paper>
      </PublicMain>
      <PublicFooter />
    </Container>
  );
}
