// The line under a form for what the server said: errors as an alert, successes as a status.
import { Alert, List } from '@mantine/core';

type TProps = { tone: 'error' | 'success'; lines: readonly string[] };

export function FormMessage({ tone, lines }: TProps) {
  if (lines.length === 0) return null;
  const isError = tone === 'error';
  return (
    <Alert color={isError ? 'red' : 'green'} role={isError ? 'alert' : 'status'} variant="light">
      {lines.length === 1 ? (
        lines[0]
      ) : (
        <List size="sm" spacing={2}>
          {lines.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
