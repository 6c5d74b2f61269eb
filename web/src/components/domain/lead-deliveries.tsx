// The delivery log of an integration (beyond the spec, as Zapier's task history or LeadsBridge's
// lead log): each lead that arrived on its forms, newest first, a page at a time (`?page`), with
// its form, the lead (email masked), Delivered or Failed with the reason, the CRM deal it made,
// and Retry for a failed one. It is filtered by status and searched by the lead's real email or
// name (`?status`, `?q`); "Retry all failed" and "Download CSV" work on it. Clients also get "Send
// a test lead". On a gateway that does not report deliveries the section says so and shows nothing else.
import { useState } from 'react';
import { Alert, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { LEAD_PAGE_SIZE_MAX, type TLeadDelivery } from '@shared/contract/leads';
import { DataTable } from '@/components/ui/data-table';
import { Pagination, useUrlPage } from '@/components/ui/pagination';
import { toIsoDate } from '@shared/dates';
import { loadFailureOf } from '@/components/ui/load-error';
import { readCallError } from '@/lib/trpc-error';
import { downloadCsv } from '@/lib/csv';
import {
  STATUS_PARAM,
  readStatusParam,
  useFetchAllLeadDeliveries,
  useLeadDeliveries,
  useRetryFailedLeads,
  useRetryLead,
  useSendTestLead,
  type TLeadStatusFilter,
} from '@/lib/api/lead-deliveries';
import { LeadSearch, useSearchParam } from './lead-search';
import { leadDeliveriesCsv, leadDeliveriesCsvFileName } from './lead-csv';
import { leadDeliveryColumns } from './lead-deliveries-columns';

export const LEAD_LOG_TITLE = 'Lead deliveries';
export const SEND_TEST_LEAD = 'Send a test lead';
export const NO_LEADS_TEXT = 'No lead has arrived yet. Leads arrive on the forms of an active integration; send a test lead to try the mapping.';
export const NO_MATCH_TEXT = 'No lead matches this search and filter.';
export const RETRY_ALL = 'Retry all failed';
export const DOWNLOAD_CSV = 'Download CSV';
/** What a status filter with no rows means: nothing of that kind, not that no lead arrived (issue 47). */
export const NO_FAILED_LEADS_TEXT = 'No delivery has failed: every lead that arrived reached the CRM.';
export const NO_DELIVERED_LEADS_TEXT = 'No lead has been delivered yet.';
const emptyTextOf = (status: TLeadStatusFilter) => (status === 'failed' ? NO_FAILED_LEADS_TEXT : status === 'delivered' ? NO_DELIVERED_LEADS_TEXT : NO_LEADS_TEXT);
export const LEAD_LOG_FAILED_TEXT = 'The lead deliveries could not be loaded';
export const LEAD_LOG_UNAVAILABLE_TEXT =
  'This gateway does not report lead deliveries, so the delivery log and test leads are not shown here. Nothing is broken: leads still go to the CRM through the saved settings.';

const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'failed', label: 'Failed' },
];

function useStatusFilter(): [TLeadStatusFilter, (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const status = readStatusParam(params.get(STATUS_PARAM));
  const setStatus = (next: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'delivered' || next === 'failed') updated.set(STATUS_PARAM, next);
      else updated.delete(STATUS_PARAM);
      updated.set('page', '1');
      return updated;
    });
  return [status, setStatus];
}

type TProps = {
  userId: number;
  integrationId: number;
  /** 'client' adds the "Send a test lead" button. */
  mode?: 'client' | 'admin';
};

export function LeadDeliveries({ userId, integrationId, mode = 'client' }: TProps) {
  const [page, setPage] = useUrlPage();
  const [status, setStatus] = useStatusFilter();
  const [search, setSearch] = useSearchParam();
  const log = useLeadDeliveries(userId, integrationId, page, status, search);
  const sendTest = useSendTestLead();
  const retry = useRetryLead();
  const retryAll = useRetryFailedLeads();
  const fetchAll = useFetchAllLeadDeliveries();
  const [isDownloading, setDownloading] = useState(false);
  const [notice, setNotice] = useState<{ color: 'green' | 'red'; text: string } | null>(null);

  if (log.data && !log.data.isAvailable) {
    return (
      <Text size="sm" c="dimmed" component="section" aria-label={LEAD_LOG_TITLE}>
        {LEAD_LOG_UNAVAILABLE_TEXT}
      </Text>
    );
  }
  const answer = log.data?.isAvailable ? log.data.data : undefined;

  const onSendTest = () => {
    setNotice(null);
    sendTest.mutate(
      { user_id: userId, integration_id: integrationId },
      {
        onSuccess: (sent) =>
          setNotice(
            sent.data.status === 'delivered'
              ? { color: 'green', text: `Test lead delivered: ${sent.data.deal?.title ?? 'the CRM took it'}.` }
              : { color: 'red', text: `Test lead failed: ${sent.data.reason ?? 'the CRM did not take it'}` },
          ),
        onError: (error) => setNotice({ color: 'red', text: readCallError(error).message }),
      },
    );
  };
  const onRetry = (lead: TLeadDelivery) => {
    setNotice(null);
    retry.mutate(
      { user_id: userId, lead_id: lead.id },
      { onError: (error) => setNotice({ color: 'red', text: readCallError(error).message }) },
    );
  };

  const onRetryAll = () => {
    setNotice(null);
    retryAll.mutate(
      { user_id: userId, integration_id: integrationId },
      {
        onSuccess: (answer) => {
          const left = answer.data.remaining > 0 ? ` ${answer.data.remaining} more wait for another Retry all failed.` : '';
          setNotice({ color: answer.data.failed > 0 ? 'red' : 'green', text: `${answer.message}${left}` });
        },
        onError: (error) => setNotice({ color: 'red', text: readCallError(error).message }),
      },
    );
  };
  const onDownload = async () => {
    setNotice(null);
    setDownloading(true);
    try {
      const all = await fetchAll(userId, integrationId, status, search);
      if (!all.isAvailable) return;
      downloadCsv(leadDeliveriesCsvFileName(integrationId, status, toIsoDate(new Date())), leadDeliveriesCsv(all.data.data));
      if (all.data.total > all.data.data.length) {
        setNotice({ color: 'green', text: `The CSV holds the newest ${LEAD_PAGE_SIZE_MAX} of ${all.data.total} leads: narrow the search or filter for the rest.` });
      }
    } catch (error) {
      setNotice({ color: 'red', text: readCallError(error).message });
    } finally {
      setDownloading(false);
    }
  };

  const columns = leadDeliveryColumns({ retryingId: retry.isPending ? retry.variables?.lead_id : undefined, onRetry });

  return (
    <Stack gap="md" component="section" aria-labelledby="lead-deliveries-title">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3" id="lead-deliveries-title">
          {LEAD_LOG_TITLE}
        </Title>
        {mode === 'client' && (
          <Button variant="default" onClick={onSendTest} loading={sendTest.isPending}>
            {SEND_TEST_LEAD}
          </Button>
        )}
      </Group>
      {notice && (
        <Alert color={notice.color} variant="light" role="status" withCloseButton closeButtonLabel="Dismiss" onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <Group gap="sm" wrap="wrap" align="flex-end">
        <SegmentedControl aria-label="Show deliveries" data={FILTERS} value={status ?? 'all'} onChange={setStatus} w="fit-content" />
        <LeadSearch value={search} onChange={setSearch} />
      </Group>
      <Group gap="sm" wrap="wrap">
        <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetryAll} loading={retryAll.isPending}>
          {RETRY_ALL}
        </Button>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void onDownload()} loading={isDownloading}>
          {DOWNLOAD_CSV}
        </Button>
      </Group>
      <DataTable
        label={LEAD_LOG_TITLE}
        columns={columns}
        rows={answer?.data}
        rowKey={(lead) => lead.id}
        isLoading={log.isPending && log.isFetching}
        failure={loadFailureOf(log)}
        failureTitle={LEAD_LOG_FAILED_TEXT}
        emptyText={search ? NO_MATCH_TEXT : emptyTextOf(status)}
        minWidth={960}
        skeletonRows={3}
      />
      {answer && <Pagination page={page} totalPages={answer.last_page} onChange={setPage} label="Lead delivery pages" />}
    </Stack>
  );
}
