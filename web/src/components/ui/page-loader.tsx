// Shown while a lazy screen loads.
import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  return (
    <Center mih={200} w="100%">
      <Loader aria-label="Loading" role="status" />
    </Center>
  );
}
