// The frame of every auth screen: the route's title as the page heading over the form.
import type { ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" p="xl" radius="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
