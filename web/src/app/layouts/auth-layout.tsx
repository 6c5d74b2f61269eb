// Auth layout (spec §2): a header with the Registration and Log in links over a centred form.
// A plain header and main rather than AppShell: the guest screens are the first paint of most
// visits, and AppShell's code costs them for a fixed 60 px bar.
import { Anchor, Container, Group } from '@mantine/core';
import { Link, NavLink, Outlet, useSearchParams } from 'react-router';
import { pathTo } from '@shared/routes';
import { Brand } from '@/components/ui/brand';
import classes from './auth-layout.module.css';

export function AuthLayout() {
  const [searchParams] = useSearchParams();
  // Keep the intended page when the visitor switches between login and registration.
  const next = searchParams.get('next') ?? undefined;
  return (
    <>
      <header className={classes.header}>
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
      </header>
      <main className={classes.main}>
        <Container size={440} py="xl">
          <Outlet />
        </Container>
      </main>
    </>
  );
}
