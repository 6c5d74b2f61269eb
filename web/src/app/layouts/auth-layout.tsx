// Auth layout (spec §2): a header with the Registration and Log in links over a centred form.
import { Anchor, AppShell, Container, Group } from '@mantine/core';
import { Link, NavLink, Outlet, useSearchParams } from 'react-router';
import { pathTo } from '../../../../shared/routes';
import { Brand } from '../../components/ui/brand';

export function AuthLayout() {
  const [searchParams] = useSearchParams();
  // Keep the intended page when the visitor switches between login and registration.
  const next = searchParams.get('next') ?? undefined;
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Anchor component={Link} to={pathTo('login', {}, { next })} underline="never" c="inherit" aria-label="Portal home">
            <Brand />
          </Anchor>
          <Group component="nav" aria-label="Account" gap="lg">
            <Anchor component={NavLink} to={pathTo('register', {}, { next })}>
              Registration
            </Anchor>
            <Anchor component={NavLink} to={pathTo('login', {}, { next })}>
              Log in
            </Anchor>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Container size={440} py="xl">
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
