// What the dashboard shows instead of figures when a list of the cascade is empty: what is
// missing and where to add it, never an error.
import type { ReactNode } from 'react';
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { Link } from 'react-router';

type TProps = { title: string; children: ReactNode; action?: { label: string; to: string } };

export function DashboardEmptyState({ title, children, action }: TProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" gap="sm" ta="center" maw={480} mx="auto">
        <ThemeIcon variant="light" size={48} radius="xl" aria-hidden>
          <IconChartLine size={26} />
        </ThemeIcon>
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {children}
        </Text>
        {action && (
          <Button component={Link} to={action.to} variant="light">
            {action.label}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
