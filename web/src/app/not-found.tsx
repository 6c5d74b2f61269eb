// The screen of an address no route knows: it keeps the address as typed (so people can see and
// fix a mistyped link) and offers the way back, inside the layout the visitor already knows.
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { CLIENT_HOME, GUEST_HOME, pathTo } from '@shared/routes';
import { useScreenTitle } from '@/lib/screen-title';
import { useSession } from '@/lib/session-store';

export const NOT_FOUND_TITLE = 'Page not found';

export function NotFound() {
  const { pathname } = useLocation();
  const isSignedIn = Boolean(useSession().jwt);
  // Signed in, the top bar carries the title (as on every screen); a guest's card has its own heading.
  useScreenTitle(NOT_FOUND_TITLE);
  return (
    <Paper withBorder p="xl" radius="md" maw={560}>
      <Stack gap="sm">
        {!isSignedIn && (
          <Title order={1} size="h2">
            {NOT_FOUND_TITLE}
          </Title>
        )}
        <Text style={{ overflowWrap: 'anywhere' }}>
          There is no page at <Text span ff="monospace">{pathname}</Text>. The link may be mistyped or out of date.
        </Text>
        {isSignedIn ? (
          <Anchor component={Link} to={pathTo(CLIENT_HOME)}>
            Go to the dashboard
          </Anchor>
        ) : (
          <Anchor component={Link} to={pathTo(GUEST_HOME)}>
            Go to login
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
