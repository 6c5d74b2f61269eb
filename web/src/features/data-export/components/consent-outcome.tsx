// What the consent page's answer did, read from `?consent=` when the service sends the person
// back to the list: a new export (Allow), a renewed grant (Reconnect) or nothing (Deny). A renewed
// export that is still switched off says so (`&export=` names it): the grant's return does not
// switch it on by itself, since switching stays the person's choice (spec §4; decision 052).
import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import type { TIntegrationExport } from '@shared/contract/common';
import { useEffect, useRef } from 'react';
import { useCurrentBusinessAccount } from '@/lib/current-business-account';
import { useAllExports } from '../api/list-exports';
import { ERROR_COLOR, SUCCESS_COLOR } from './export-state';

export const CONSENT_MESSAGES = {
  allowed: { tone: 'success', title: 'Export added', text: 'The new export is listed below as Not active. Switch it on when you are ready.' },
  renewed: { tone: 'success', title: 'Export reconnected', text: 'Access to the service was renewed. The export kept its accounts and history.' },
  denied: { tone: 'error', title: 'Export not added', text: 'Access was denied on the service’s consent page, so nothing was created.' },
} as const;

/** Added to the renewed message when the reconnected export is still off. */
export const STILL_INACTIVE_TEXT = 'It is still Not active: switch it on in the list below to export again.';

type TOutcome = keyof typeof CONSENT_MESSAGES;

/**
 * The export a Reconnect renewed, among all of the user's; its business account becomes the
 * current one, so the list below is the one that holds it (Reconnect may start in another).
 */
function useRenewedExport(id: number | null): TIntegrationExport | undefined {
  const all = useAllExports();
  const { account, select } = useCurrentBusinessAccount();
  const renewed = id === null ? undefined : all.data?.data.find((record) => record.id === id);
  const baId = renewed?.ba_id;
  // Once: a business account chosen afterwards in the sidebar stays chosen.
  const movedFor = useRef<number | null>(null);
  useEffect(() => {
    if (baId === undefined || account === null || movedFor.current === id) return;
    movedFor.current = id;
    if (account.id !== baId) select(baId);
  }, [id, baId, account, select]);
  return renewed;
}

const isOutcome = (value: string | null): value is TOutcome => value !== null && Object.prototype.hasOwnProperty.call(CONSENT_MESSAGES, value);

export function ConsentOutcome() {
  const [params, setParams] = useSearchParams();
  const outcome = params.get('consent');
  const renewed = useRenewedExport(outcome === 'renewed' ? Number(params.get('export')) : null);
  if (!isOutcome(outcome)) return null;
  const message = CONSENT_MESSAGES[outcome];
  const isStillInactive = renewed !== undefined && !renewed.is_active;
  const isError = message.tone === 'error';
  const dismiss = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('consent');
        next.delete('export');
        return next;
      },
      { replace: true },
    );
  return (
    <Alert
      color={isError ? ERROR_COLOR : SUCCESS_COLOR}
      variant="light"
      role={isError ? 'alert' : 'status'}
      title={message.title}
      icon={isError ? <IconAlertTriangle aria-hidden /> : <IconCircleCheck aria-hidden />}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={dismiss}
    >
      {isStillInactive ? `${message.text} ${STILL_INACTIVE_TEXT}` : message.text}
    </Alert>
  );
}
