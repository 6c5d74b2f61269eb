// Business Accounts screen (spec §2): the table, an edit form for the chosen row, and an Add form.
// Errors are only logged (spec §8). Adding reloads the page; editing and deleting refresh the list.
import { useState } from 'react';
import { Alert, Paper, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import type { TBusinessAccount } from '@shared/contract/common';
import { useAddBusinessAccount } from '../api/add-business-account';
import { useEditBusinessAccount } from '../api/edit-business-account';
import { businessAccountFirstOf } from '@/lib/business-account-first';
import { useBusinessAccounts, useUserId } from '@/lib/current-business-account';
import { useRemoveBusinessAccount } from '../api/remove-business-account';
import { BusinessAccountForm } from '../components/business-account-form';
import { BusinessAccountsTable } from '../components/business-accounts-table';
import { DeleteBusinessAccountModal } from '../components/delete-business-account-modal';
import { loadFailureOf } from '@/components/ui/load-error';

function BusinessAccountsRoute() {
  const userId = useUserId();
  const list = useBusinessAccounts();
  const add = useAddBusinessAccount();
  const edit = useEditBusinessAccount();
  const remove = useRemoveBusinessAccount();
  const [editing, setEditing] = useState<TBusinessAccount | null>(null);
  const [deleting, setDeleting] = useState<TBusinessAccount | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  // Sent here by Add Integration or Add Export: say why, until the person has an account.
  const reason = businessAccountFirstOf(useLocation().state);
  const isReasonShown = reason !== null && list.data?.data.length === 0;

  return (
    <Stack gap="lg">
      {isReasonShown && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} title="Add a business account first">
          {reason}
        </Alert>
      )}
      <Paper withBorder p="md" radius="md">
        <BusinessAccountsTable accounts={list.data?.data} isLoading={list.isPending} failure={loadFailureOf(list)} deletingId={deletingId} onEdit={setEditing} onDelete={setDeleting} />
      </Paper>

      {editing && (
        <Paper withBorder p="md" radius="md">
          <BusinessAccountForm
            key={editing.id}
            heading="Edit business account"
            submitLabel="Save"
            initialValues={{ name: editing.name, path: editing.path }}
            isPending={edit.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={(values) => edit.mutate({ user_id: userId, id: editing.id, ...values }, { onSuccess: () => setEditing(null) })}
          />
        </Paper>
      )}

      <Paper withBorder p="md" radius="md">
        <BusinessAccountForm
          heading="Add business account"
          submitLabel="Add"
          initialValues={{ name: '', path: '' }}
          isPending={add.isPending}
          onSubmit={(values) => add.mutate({ user_id: userId, ...values })}
        />
      </Paper>

      <DeleteBusinessAccountModal
        account={deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={(account) => {
          setDeleting(null);
          if (editing?.id === account.id) setEditing(null);
          setDeletingId(account.id);
          remove.mutate(
            { user_id: userId, id: account.id, name: account.name, path: account.path },
            { onSettled: () => setDeletingId(null) },
          );
        }}
      />
    </Stack>
  );
}

export { BusinessAccountsRoute as Component };
