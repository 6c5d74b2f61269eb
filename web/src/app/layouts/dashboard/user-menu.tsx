// The sidebar's user menu (spec §2): My profile, Business Accounts, Log out.
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconBuildingStore, IconChevronUp, IconLogout, IconUser } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { pathTo } from '@shared/routes';
import { useLogout } from '@/features/auth/api/logout';
import { useSession } from '@/lib/session-store';

type TProps = { isMinimised: boolean; onNavigate: () => void };

export function UserMenu({ isMinimised, onNavigate }: TProps) {
  const { user } = useSession();
  const navigate = useNavigate();
  const endSession = useLogout();
  const name = user?.name ?? '';

  const logOut = async () => {
    await endSession();
    onNavigate();
    void navigate(pathTo('login'));
  };

  return (
    // No initial-focus placeholder: Mantine's is a role=presentation div inside role=menu, which
    // screen readers (and axe) reject; focus goes to the first item instead.
    <Menu position={isMinimised ? 'right-end' : 'top-start'} width={220} withArrow withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton aria-label="User menu" w="100%" p="xs">
          <Group gap="sm" wrap="nowrap">
            {/* One fixed colour: "initials" picks pale palettes whose text fails contrast. */}
            <Avatar name={name} color="indigo" variant="filled" radius="xl" size="md" />
            {!isMinimised && (
              <>
                <Text size="sm" fw={500} truncate="end" style={{ flex: 1 }}>
                  {name}
                </Text>
                <IconChevronUp size={16} aria-hidden />
              </>
            )}
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={pathTo('profile')} onClick={onNavigate} leftSection={<IconUser size={16} aria-hidden />}>
          My profile
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={pathTo('business_accounts')}
          onClick={onNavigate}
          leftSection={<IconBuildingStore size={16} aria-hidden />}
        >
          Business Accounts
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red.9" onClick={() => void logOut()} leftSection={<IconLogout size={16} aria-hidden />}>
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
