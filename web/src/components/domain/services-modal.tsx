// The "choose a service to add" modal (spec §2: Add Integration, Add Export, the admin's Add
// integration): each service's name and info with an Add button. The Add of the chosen service
// spins while the caller's start call runs (the others wait); a failed call frees them again.
import { useState } from 'react';
import { Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';

/** What the modal shows of a service (a `TService` fits). */
export type TServiceChoice = { id: number; name: string; info: string };

export const NO_SERVICES_TEXT = 'No services available';

type TProps<Service extends TServiceChoice> = {
  isOpened: boolean;
  title: string;
  /** undefined while the list loads (skeleton rows). */
  services: readonly Service[] | undefined;
  /**
   * Starts adding the service. While its promise runs that service's Add spins; when it settles
   * the buttons come back (a caller that navigates away simply never settles the modal).
   */
  onAdd: (service: Service) => Promise<unknown> | void;
  onClose: () => void;
};

export function ServicesModal<Service extends TServiceChoice>({ isOpened, title, services, onAdd, onClose }: TProps<Service>) {
  const [pendingId, setPendingId] = useState<number | null>(null);

  const add = async (service: Service) => {
    setPendingId(service.id);
    try {
      await onAdd(service);
    } catch {
      // The caller's call already reported its error (the global reaction or its own message).
    } finally {
      setPendingId(null);
    }
  };

  return (
    <Modal opened={isOpened} onClose={onClose} title={title} centered size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      {services === undefined ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading services">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={48} radius="sm" />
          ))}
        </Stack>
      ) : services.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {NO_SERVICES_TEXT}
        </Text>
      ) : (
        <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={title}>
          {services.map((service) => (
            <Group
              key={service.id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="md"
              py="sm"
              style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
            >
              <div style={{ minWidth: 0 }}>
                <Text fw={600}>{service.name}</Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {service.info}
                </Text>
              </div>
              <Button
                onClick={() => void add(service)}
                loading={pendingId === service.id}
                disabled={pendingId !== null && pendingId !== service.id}
                aria-label={`Add ${service.name}`}
                flex="none"
              >
                Add
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
