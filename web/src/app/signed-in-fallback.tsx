// What a signed-in screen shows while the signed-in root and the screen load on a first visit: the
// layout's top bar with the screen's title, as the layout draws it, and the loader below. The title
// is the largest text of the first view (Lighthouse's LCP element): drawn from the entry's files, it
// paints with the first paint instead of waiting for the signed-in chunks and their first render
// (decision 020, round 2). The layout's own bar replaces it in the same place.
import { Box, Group, Title } from '@mantine/core';
import { PageLoader } from '@/components/ui/page-loader';

const HEADER_HEIGHT = 64;

export function SignedInFallback({ title }: { title: string }) {
  return (
    <>
      <Group component="header" h={HEADER_HEIGHT} px="md" wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        {/* The same text style as the layout's title (dashboard-layout.tsx), so the two are the same size. */}
        <Title order={1} size="h3" fz={{ base: 'md', sm: 'h3' }} lh={1.2} fw={600} lineClamp={2}>
          {title}
        </Title>
      </Group>
      <Box component="main">
        <PageLoader />
      </Box>
    </>
  );
}
