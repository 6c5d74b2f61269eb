// Asks before a business account is deleted: deleting also removes its integrations and exports.
import { Button, Group, Modal, Text } from '@mantine/core';
import type { TBusinessAccount } from '../../../../../shared/contract/common';

type TProps = { account: TBusinessAccount | null; onConfirm: (account: TBusinessAccount) => void; onCancel: () => void };

export function DeleteBusinessAccountModal({ account, onConfirm, onCancel }: TProps) {
  return (
    <Modal opened={account !== null} onClose={onCancel} title="Delete business account" centered>
      <Text>Are you sure you want to delete &apos;{account?.name}&apos; business account?</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color="red" onClick={() => account && onConfirm(account)}>
          Confirm
        </Button>
      </Group>
    </Modal>
  );
}
