// Shown in place of a list that could not be loaded: what happened and a way to try again.
import { Alert, Button } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import { IconAlertTriangle } from '@tabler/icons-react';
import { readCallError } from '@/lib/trpc-error';

type TProps = { title: string; error: unknown; onRetry: () => void };

export function LoadError({ title, error, onRetry }: TProps) {
  const message = readCallError(error).message || 'Something went wrong. Please try again.';
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle aria-hidden />} role="alert">
      {message}
      <Button display="block" mt="sm" size="xs" variant="white" color="red" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
