// Asks before a business account is deleted: deleting also removes its integrations and exports.
import type { TBusinessAccount } from '@shared/contract/common';
import { ConfirmModal } from '@/components/ui/confirm-modal';

type TProps = { account: TBusinessAccount | null; onConfirm: (account: TBusinessAccount) => void; onCancel: () => void };

export function DeleteBusinessAccountModal({ account, onConfirm, onCancel }: TProps) {
  return (
    <ConfirmModal
      isOpened={account !== null}
      title="Delete business account"
      message={`Are you sure you want to delete '${account?.name ?? ''}' business account?`}
      onCancel={onCancel}
      onConfirm={() => account && onConfirm(account)}
    />
  );
}
