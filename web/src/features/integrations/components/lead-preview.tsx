// Preview a test lead: the sample answers and the deal the current mapping would create, so a
// person sees the result before activating. It sends nothing to the CRM.
import { Button, Collapse, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { TCrmInfo } from '@shared/contract/integrations';
import type { TIntegrationSettingsForm } from '@shared/validation/integration-settings';
import { buildLeadPreview, type TPreviewLine, type TPreviewQuestion } from '../lib/lead-preview';

const NOT_SET = 'Not set';

function Lines({ caption, lines, emptyText }: { caption: string; lines: TPreviewLine[]; emptyText: string }) {
  return (
    <div>
      <Title order={3} size="h6" mb={4}>
        {caption}
      </Title>
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        <Table withRowBorders={false} verticalSpacing={2} aria-label={caption}>
          <Table.Tbody>
            {lines.map((line, index) => (
              <Table.Tr key={`${line.label}-${index}`}>
                <Table.Th scope="row" fw={500} w="45%">
                  {line.label}
                </Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }} c={line.value === null ? 'dimmed' : undefined}>
                  {line.value ?? NOT_SET}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </div>
  );
}

type TProps = { form: TIntegrationSettingsForm; crm: TCrmInfo; questions: readonly TPreviewQuestion[] };

export function LeadPreview({ form, crm, questions }: TProps) {
  const [isOpened, setOpened] = useState(false);
  const preview = buildLeadPreview(form, crm, questions);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Button variant="default" onClick={() => setOpened((value) => !value)} aria-expanded={isOpened} w="fit-content">
          {isOpened ? 'Hide the test lead' : 'Preview a test lead'}
        </Button>
        <Collapse expanded={isOpened}>
          <Stack gap="md" role="region" aria-label="Test lead preview">
            <Text size="sm" c="dimmed">
              A made-up lead from the chosen form and the deal this mapping would create from it. Nothing is sent to the CRM.
            </Text>
            <SimpleGrid cols={{ base: 1, md: 3 }}>
              <Lines caption="Sample answers" lines={preview.answers} emptyText="The form has no questions." />
              <Lines caption="Deal" lines={preview.deal} emptyText="" />
              <Lines caption="Mapped fields" lines={preview.fields} emptyText="No mapping rows with a CRM field yet." />
            </SimpleGrid>
          </Stack>
        </Collapse>
      </Stack>
    </Paper>
  );
}
