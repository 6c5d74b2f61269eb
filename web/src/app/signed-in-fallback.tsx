// What a signed-in screen shows while the signed-in root and the screen load on a first visit: the
// layout's top bar (burger's room, the screen's title, the user's name and e-mail), laid out as the
// layout draws it, and the loader below. The title is the largest text of the first view
// (Lighthouse's LCP element): drawn from the entry's files, it paints with the first paint instead
// of waiting for the signed-in chunks and their first render. It must wrap
// as the layout's does (same width beside the same neighbours): a larger title painted later would
// be the LCP again. The layout's own bar replaces it in the same place.
import { Box, Group } from '@mantine/core';
import { PageLoader } from '@/components/ui/page-loader';
import { useSession } from '@/lib/session-store';
import { TopBarTitle, TopBarUser } from './layouts/dashboard/top-bar-parts';

const HEADER_HEIGHT = 64;
/** The burger's box in the layout (Mantine's Burger, size sm). */
const BURGER_SIZE = 34;

export function SignedInFallback({ title }: { title: string }) {
  const { user } = useSession();
  return (
    <>
      <Box component="header" h={HEADER_HEIGHT} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Box w={BURGER_SIZE} h={BURGER_SIZE} hiddenFrom="sm" aria-hidden />
            <TopBarTitle title={title} />
          </Group>
          {user && <TopBarUser user={user} />}
        </Group>
      </Box>
      <Box component="main">
        <PageLoader />
      </Box>
    </>
  );
}
