// The outcome of an action the person waited for (spec §4 Start sync): the returned status text in
// success style, or the error text in error style.
import { Alert, Button, Group, Modal } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';

export type TResult = { tone: 'success' | 'error'; message: string };

type TProps = { result: TResult | null; onClose: () => void; title?: string };

export function ResultModal({ result, onClose, title = 'Result' }: TProps) {
  const isError = result?.tone === 'error';
  return (
    <Modal opened={result !== null} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {result && (
        <Alert
          color={isError ? 'red' : 'green'}
          variant="light"
          role={isError ? 'alert' : 'status'}
          icon={isError ? <IconAlertTriangle aria-hidden /> : <IconCircleCheck aria-hidden />}
          data-tone={result.tone}
        >
          {result.message}
        </Alert>
      )}
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>OK</Button>
      </Group>
    </Modal>
  );
}
