// A row's secondary actions (settings, sync, delete): icon buttons with tooltips on a wide screen,
// one "More actions" menu on a phone, so the row's title, status and main action keep the width.
import type { ReactNode } from 'react';
import { ActionIcon, Anchor, Group, Menu, Tooltip } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { Link } from 'react-router';

export type TRowAction = {
  /** The accessible name, naming the row: "Delete export Leads". */
  label: string;
  /** The word people see: the tooltip on a wide screen, the menu item on a phone. */
  text: string;
  icon: ReactNode;
  /** A link to this path instead of a button. */
  to?: string;
  onClick?: () => void;
  color?: string;
  isDisabled?: boolean;
  /** Spins in place of the icon (and on the phone's menu button) while its call runs. */
  isLoading?: boolean;
  /** On a wide screen, the word beside the icon instead of in a tooltip. */
  isTextShown?: boolean;
};

function InlineAction({ action }: { action: TRowAction }) {
  if (action.to !== undefined && action.isTextShown && !action.isDisabled) {
    return (
      <Anchor component={Link} to={action.to} aria-label={action.label} size="sm" style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}>
        {action.icon}
        {action.text}
      </Anchor>
    );
  }
  const common = {
    variant: 'subtle',
    color: action.color,
    'aria-label': action.label,
    disabled: action.isDisabled,
    loading: action.isLoading,
    'aria-busy': action.isLoading || undefined,
  } as const;
  const icon =
    action.to !== undefined && !action.isDisabled ? (
      <ActionIcon {...common} component={Link} to={action.to}>
        {action.icon}
      </ActionIcon>
    ) : (
      <ActionIcon {...common} onClick={action.onClick}>
        {action.icon}
      </ActionIcon>
    );
  // A disabled button gets no tooltip: it could not be hovered or focused to close it again.
  return action.isDisabled ? (
    icon
  ) : (
    <Tooltip label={action.text} withArrow>
      {icon}
    </Tooltip>
  );
}

export function InlineRowActions({ actions }: { actions: readonly TRowAction[] }) {
  return (
    <Group gap={4} wrap="nowrap">
      {actions.map((action) => (
        <InlineAction key={action.label} action={action} />
      ))}
    </Group>
  );
}

export function RowActionsMenu({ actions, rowLabel }: { actions: readonly TRowAction[]; rowLabel: string }) {
  const isBusy = actions.some((action) => action.isLoading);
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray.8" size="lg" aria-label={`More actions for ${rowLabel}`} loading={isBusy} aria-busy={isBusy || undefined}>
          <IconDots size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) =>
          action.to !== undefined && !action.isDisabled ? (
            <Menu.Item key={action.label} component={Link} to={action.to} leftSection={action.icon} color={action.color} aria-label={action.label}>
              {action.text}
            </Menu.Item>
          ) : (
            <Menu.Item
              key={action.label}
              leftSection={action.icon}
              color={action.color}
              disabled={action.isDisabled || action.isLoading}
              onClick={action.onClick}
              aria-label={action.label}
            >
              {action.text}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
