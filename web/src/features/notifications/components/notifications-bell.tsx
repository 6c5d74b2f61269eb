// The top bar's Notifications: a bell with the unread count that opens the list of alerts (lead
// deliveries failing or recovered, grants expiring, syncs failing), each naming the integration
// or export and linking to where it is fixed. Hidden on a gateway without notifications.
import { useState } from 'react';
import { ActionIcon, Box, Button, Group, Indicator, Popover, ScrollArea, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { TNotification } from '@shared/contract/notifications';
import { formatDisplayDateTime } from '@shared/dates';
import { timeAgo } from '@/lib/relative-time';
import { useUserId } from '@/lib/current-business-account';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';

export const NOTIFICATIONS_LABEL = 'Notifications';
export const NO_ALERTS_TEXT = 'No alerts. You are told here when lead deliveries fail, an export needs a reconnect or a sync fails.';

const COLOR_OF: Record<TNotification['kind'], string> = {
  delivery_failed: 'red.9',
  sync_failed: 'red.9',
  grant_expired: 'red.9',
  grant_expiring: '#8a3b0b',
  delivery_recovered: '#1f6f30',
};

function AlertItem({ item, onOpen }: { item: TNotification; onOpen: (item: TNotification) => void }) {
  return (
    <UnstyledButton
      onClick={() => onOpen(item)}
      p="sm"
      style={{ borderRadius: 8, display: 'block', width: '100%', background: item.is_read ? undefined : 'var(--mantine-color-blue-0)' }}
      aria-label={`${item.is_read ? '' : 'Unread: '}${item.title}. ${item.message}`}
    >
      <Group gap={8} wrap="nowrap" align="flex-start">
        <Box w={10} h={10} mt={5} bg={COLOR_OF[item.kind]} style={{ borderRadius: '50%', flexShrink: 0 }} aria-hidden />
        <Stack gap={2} miw={0}>
          <Text size="sm" fw={item.is_read ? 500 : 700} style={{ overflowWrap: 'anywhere' }}>
            {item.title}
          </Text>
          <Text size="xs" c="dark.4" style={{ overflowWrap: 'anywhere' }}>
            {item.message}
          </Text>
          <Text size="xs" c="dark.4" title={`${formatDisplayDateTime(item.updated_at)} UTC`}>
            {timeAgo(item.updated_at)}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

export function NotificationsBell() {
  const userId = useUserId();
  const list = useNotifications(userId);
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const [isOpened, setOpened] = useState(false);

  // A gateway without notifications (null), or not asked yet: no bell.
  if (!list.data) return null;
  const { unread, items } = list.data;

  const open = (item: TNotification) => {
    if (!item.is_read) markRead.mutate({ user_id: userId, ids: [item.id] });
    setOpened(false);
    void navigate(item.link);
  };

  return (
    <Popover opened={isOpened} onChange={setOpened} position="bottom-end" width="min(380px, calc(100vw - 24px))" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <ActionIcon variant="subtle" size={44} aria-label={NOTIFICATIONS_LABEL} aria-describedby="notifications-unread" onClick={() => setOpened((was) => !was)}>
          <Indicator label={unread > 99 ? '99+' : unread} size={18} color="red.9" disabled={unread === 0} offset={2} inline>
            <IconBell aria-hidden />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      <VisuallyHidden id="notifications-unread">{unread === 1 ? '1 unread' : `${unread} unread`}</VisuallyHidden>
      <Popover.Dropdown p="xs" aria-label={NOTIFICATIONS_LABEL} role="dialog">
        <Group justify="space-between" px="xs" pb="xs">
          <Text fw={700}>{NOTIFICATIONS_LABEL}</Text>
          {unread > 0 && (
            <Button size="compact-sm" variant="subtle" onClick={() => markRead.mutate({ user_id: userId })}>
              Mark all read
            </Button>
          )}
        </Group>
        {items.length === 0 ? (
          <Text size="sm" c="dark.4" px="xs" pb="xs">
            {NO_ALERTS_TEXT}
          </Text>
        ) : (
          <ScrollArea.Autosize mah="min(480px, 70vh)">
            <Stack gap={4} role="list" aria-label="Alerts">
              {items.map((item) => (
                <div role="listitem" key={item.id}>
                  <AlertItem item={item} onOpen={open} />
                </div>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
