// Shown while a lazy screen loads.
import { Center, Loader } from '@mantine/core';
import '@mantine/core/styles/Center.css';

export function PageLoader() {
  return (
    <Center mih={200} w="100%">
      <Loader aria-label="Loading" role="status" />
    </Center>
  );
}
