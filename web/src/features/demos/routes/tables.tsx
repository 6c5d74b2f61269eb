// Demo page (spec §1, not product behaviour): sample tables of fake figures, generated with a fixed
// faker seed so every visit shows the same numbers. faker lives only in this lazy chunk.
import { Paper, Stack, Table, Title } from '@mantine/core';
import { campaignRows, channelRows } from '../components/demo-figures';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-US');

function TablesRoute() {
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm" id="campaigns-heading">
          Campaigns
        </Title>
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover aria-labelledby="campaigns-heading">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Campaign</Table.Th>
                <Table.Th>Company</Table.Th>
                <Table.Th ta="right">Impressions</Table.Th>
                <Table.Th ta="right">Clicks</Table.Th>
                <Table.Th ta="right">Spend</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {campaignRows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.campaign}</Table.Td>
                  <Table.Td>{row.company}</Table.Td>
                  <Table.Td ta="right">{count.format(row.impressions)}</Table.Td>
                  <Table.Td ta="right">{count.format(row.clicks)}</Table.Td>
                  <Table.Td ta="right">{money.format(row.spend)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm" id="channels-heading">
          Channels
        </Title>
        <Table striped aria-labelledby="channels-heading">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Channel</Table.Th>
              <Table.Th ta="right">Leads</Table.Th>
              <Table.Th ta="right">Conversion</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {channelRows.map((row) => (
              <Table.Tr key={row.channel}>
                <Table.Td>{row.channel}</Table.Td>
                <Table.Td ta="right">{count.format(row.leads)}</Table.Td>
                <Table.Td ta="right">{row.conversion.toFixed(1)}%</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}

export { TablesRoute as Component };
