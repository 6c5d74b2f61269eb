// Demo page (spec §1, not product behaviour): an offline SVG map; no tile server is contacted.
import { Paper, Stack, Table, Title } from '@mantine/core';
import { LOCATIONS } from '../components/world-outline';
import { WorldMap } from '../components/world-map';

function MapsRoute() {
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <WorldMap />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm" id="locations-heading">
          Locations
        </Title>
        <Table aria-labelledby="locations-heading" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Location</Table.Th>
              <Table.Th ta="right">Leads</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {LOCATIONS.map((location) => (
              <Table.Tr key={location.name}>
                <Table.Td>{location.name}</Table.Td>
                <Table.Td ta="right">{location.leads}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}

export { MapsRoute as Component };
