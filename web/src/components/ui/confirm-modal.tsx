// A yes/no question before something that cannot be undone, e.g. "Are you sure you want to delete
// 'Leads' export?" with Confirm and Cancel. Cancel (or Escape, or the close button) changes nothing.
import type { ReactNode } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';

type TProps = {
  isOpened: boolean;
  title: string;
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  isDanger?: boolean;
  isPending?: boolean;
};

export function ConfirmModal({
  isOpened,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  isDanger = true,
  isPending = false,
}: TProps) {
  return (
    <Modal opened={isOpened} onClose={onCancel} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button color={isDanger ? 'red' : undefined} loading={isPending} onClick={onConfirm} data-autofocus>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
