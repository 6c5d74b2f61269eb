// An admin row's Off/On switch: it flips on the server's success only, and switching off says so
// with Undo (an export stops its syncs, an integration its leads). The server finds the route.
import type { TIntegrationExport } from '@shared/contract/common';
import { StatusSwitch } from '@/components/ui/status-switch';
import { EXPORT_STOPS_TEXT, LEADS_STOP_TEXT, showSwitchedOff } from '@/components/ui/undo-notice';
import { useSetIntegrationStatus } from '@/lib/api/set-integration-status';
import { useUserId } from '@/lib/current-business-account';

export function RecordSwitch({ row, baId, isDisabled }: { row: TIntegrationExport; baId: number; isDisabled: boolean }) {
  const userId = useUserId();
  const setStatus = useSetIntegrationStatus();
  const change = async (status: boolean) =>
    (await setStatus.mutateAsync({ user_id: userId, ba_id: baId, integration_id: row.id, status })).service_response.success === 1;
  return (
    <StatusSwitch
      isActive={row.is_active}
      label={`Status of integration ${row.name}`}
      isDisabled={isDisabled}
      onChange={async (next) => {
        if (!(await change(next))) return { isSuccess: false };
        if (!next) showSwitchedOff(row.name, () => change(true), row.service_type === 'export' ? EXPORT_STOPS_TEXT : LEADS_STOP_TEXT);
        return { isSuccess: true };
      }}
    />
  );
}
