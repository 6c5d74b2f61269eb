// The lists that show integration and export records (the user's integrations and exports, an admin's
// business account): a changed record is written into each, a deleted one taken out, with no refetch.
import type { QueryClient } from '@tanstack/react-query';
import type { TIntegrationExport } from '@shared/contract/common';
import type { useTRPC } from '@/lib/trpc';

type TTrpc = ReturnType<typeof useTRPC>;
type TRecordEdit = (records: TIntegrationExport[]) => TIntegrationExport[];

const editRecordLists = (queryClient: QueryClient, trpc: TTrpc, edit: TRecordEdit) => {
  for (const list of [trpc.integrations.list, trpc.exports.list]) {
    queryClient.setQueriesData({ queryKey: list.queryKey() }, (answer: { success: true; data: TIntegrationExport[] } | undefined) =>
      answer ? { ...answer, data: edit(answer.data) } : answer,
    );
  }
  queryClient.setQueriesData(
    { queryKey: trpc.admin.businessAccountServices.queryKey() },
    (answer: { success: true; data: { integrations: TIntegrationExport[] } } | undefined) =>
      answer ? { ...answer, data: { ...answer.data, integrations: edit(answer.data.integrations) } } : answer,
  );
};

/** The server's answer replaces the record wherever a list holds it. */
export const writeRecord = (queryClient: QueryClient, trpc: TTrpc, record: TIntegrationExport) =>
  editRecordLists(queryClient, trpc, (records) => records.map((row) => (row.id === record.id ? record : row)));

/** A deleted record leaves every list. */
export const dropRecord = (queryClient: QueryClient, trpc: TTrpc, id: number) =>
  editRecordLists(queryClient, trpc, (records) => records.filter((row) => row.id !== id));
