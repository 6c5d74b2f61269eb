// "Reset demo data" for a presenter: puts every record back as the demo seed has it on today,
// after a confirmation. Sessions issued before stop working, so the admin signs in again.
import { useState } from 'react';
import { Alert, Button, Group } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { notifications } from '@mantine/notifications';
import { pathTo } from '@shared/routes';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { logout } from '@/lib/session-store';
import { useCanResetDemoData, useResetDemoData } from '../api/demo-reset';

export const RESET_DEMO_CONFIRM_TEXT = 'Put every user, business account, integration, export, lead and figure back as the demo starts? Everyone is signed out, you too.';
export const RESET_DEMO_DONE_TEXT = 'The demo data is back as it starts. Sign in again.';

export function ResetDemoData() {
  const canReset = useCanResetDemoData();
  const reset = useResetDemoData();
  const navigate = useNavigate();
  const [isConfirming, setConfirming] = useState(false);
  if (canReset.data !== true) return null;
  return (
    <>
      <Group justify="flex-end">
        <Button variant="default" color="red" leftSection={<IconRestore size={16} aria-hidden />} onClick={() => setConfirming(true)} loading={reset.isPending}>
          Reset demo data
        </Button>
      </Group>
      {reset.error && (
        <Alert color="red" variant="light" role="alert" title="The demo data was not reset">
          {reset.error.message}
        </Alert>
      )}
      <ConfirmModal
        isOpened={isConfirming}
        title="Reset demo data"
        message={RESET_DEMO_CONFIRM_TEXT}
        confirmLabel="Reset"
        isPending={reset.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSettled: () => setConfirming(false),
            onSuccess: () => {
              logout();
              notifications.show({ id: 'demo-reset', color: 'green', title: 'Demo data reset', message: RESET_DEMO_DONE_TEXT });
              void navigate(pathTo('login'));
            },
          })
        }
      />
    </>
  );
}
