// Shown in place of a list or panel that could not be loaded: what happened (the server's message)
// and a way to try again. A failed load must never look like an empty list (issue 37).
import { Alert, Button, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { SOMETHING_WENT_WRONG } from '@shared/validation/messages';
import { readCallError } from '@/lib/trpc-error';

/** A first load that failed: there are no rows to keep showing. */
export type TLoadFailure = { error: unknown; onRetry: () => void; isRetrying?: boolean };

type TQueryLike = { isError: boolean; data: unknown; error: unknown; isFetching: boolean; refetch: () => unknown };

/** The failure of a query whose first load failed, or null (rows kept from an earlier answer stay on screen). */
export function loadFailureOf(query: TQueryLike): TLoadFailure | null {
  if (!query.isError || query.data !== undefined) return null;
  return { error: query.error, onRetry: () => void query.refetch(), isRetrying: query.isFetching };
}

type TProps = TLoadFailure & { title: string };

export function LoadError({ title, error, onRetry, isRetrying = false }: TProps) {
  const message = readCallError(error).message || SOMETHING_WENT_WRONG;
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle aria-hidden />} role="alert" ta="start">
      <Text size="sm">{message}</Text>
      <Button display="block" mt="sm" size="xs" variant="white" color="red" onClick={onRetry} loading={isRetrying}>
        Try again
      </Button>
    </Alert>
  );
}
