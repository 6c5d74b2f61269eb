// The top bar's title and user block, shared by the signed-in layout and the fallback the entry
// paints while the signed-in files load (signed-in-fallback.tsx): the two must draw the title
// alike, or the layout's title, painted later, becomes Lighthouse's LCP element again (decision
// 020). Kept to Mantine's Title, Text and Stack, which the entry already loads.
import { Stack, Text, Title } from '@mantine/core';
import type { TUser } from '@shared/contract/common';

/** On phones: smaller, and two lines if need be, so the whole title shows beside the user. */
export function TopBarTitle({ title }: { title: string | undefined }) {
  return (
    <Title order={1} size="h3" fz={{ base: 'md', sm: 'h3' }} lh={1.2} fw={600} lineClamp={2}>
      {title}
    </Title>
  );
}

const fullName = (user: Pick<TUser, 'name' | 'last_name'>): string => [user.name, user.last_name].filter(Boolean).join(' ');

/**
 * The signed-in person's name and e-mail, right-aligned, each cut to one line: at most half the
 * bar, so a long address never runs over the burger or the title.
 */
export function TopBarUser({ user, testId }: { user: Pick<TUser, 'name' | 'last_name' | 'email'>; testId?: string }) {
  return (
    <Stack gap={0} align="flex-end" miw={0} maw="50%" style={{ flexShrink: 1 }} data-testid={testId}>
      <Text size="sm" fw={600} truncate="end" maw="100%" title={fullName(user)}>
        {fullName(user)}
      </Text>
      <Text size="xs" c="dimmed" truncate="end" maw="100%" title={user.email}>
        {user.email}
      </Text>
    </Stack>
  );
}
