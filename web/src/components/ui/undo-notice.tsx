// The notice after switching something off: what stops now, and Undo for a while (10 s, paused
// while the pointer rests on it), which puts it back on. A switch that acts at once needs a way back.
import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/** How long Undo is offered (at least 8 s, as the issue asks, plus reading time). */
export const UNDO_NOTICE_MS = 10_000;
export const LEADS_STOP_TEXT = 'leads will not be delivered';
export const EXPORT_STOPS_TEXT = 'its data will not be exported';

let noticeCount = 0;

function UndoBody({ id, name, undo }: { id: string; name: string; undo: () => Promise<boolean> }) {
  const [isPending, setPending] = useState(false);
  const onUndo = async () => {
    setPending(true);
    let isBack = false;
    try {
      isBack = await undo();
    } catch {
      // The global reaction already told the call's error.
    }
    notifications.update({
      id,
      color: isBack ? 'green' : 'red',
      title: isBack ? `${name} is on again` : `${name} is still off`,
      message: isBack ? 'Nothing was lost.' : 'It could not be switched back on. Please try the switch again.',
      autoClose: 4000,
      loading: false,
    });
  };
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text size="sm">Switched off just now.</Text>
      <Button size="compact-md" variant="filled" onClick={() => void onUndo()} loading={isPending} miw={72}>
        Undo
      </Button>
    </Group>
  );
}

/** "{name} is off — leads will not be delivered", with Undo (`undo` answers whether it is back on). */
export function showSwitchedOff(name: string, undo: () => Promise<boolean>, consequence: string = LEADS_STOP_TEXT): void {
  noticeCount += 1;
  const id = `switched-off-${noticeCount}`;
  notifications.show({
    id,
    color: 'yellow',
    title: `${name} is off — ${consequence}`,
    message: <UndoBody id={id} name={name} undo={undo} />,
    autoClose: UNDO_NOTICE_MS,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': 'Dismiss' },
  });
}
