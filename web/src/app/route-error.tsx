// Shown when a screen throws or its chunk fails to load (e.g. a deploy replaced it).
import { Alert, Button, Center, Stack } from '@mantine/core';

export function RouteError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : '';
  return (
    <Center mih="100vh" p="md">
      <Stack maw={480}>
        <Alert color="red" title="This page could not be shown">
          {detail}
        </Alert>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
