// What the consent page's answer did, read from `?consent=` when the service sends the person
// back to the list: a new export (Allow), a renewed grant (Reconnect) or nothing (Deny).
import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { ERROR_COLOR, SUCCESS_COLOR } from './export-state';

export const CONSENT_MESSAGES = {
  allowed: { tone: 'success', title: 'Export added', text: 'The new export is listed below as Not active. Switch it on when you are ready.' },
  renewed: { tone: 'success', title: 'Export reconnected', text: 'Access to the service was renewed. The export kept its accounts and history.' },
  denied: { tone: 'error', title: 'Export not added', text: 'Access was denied on the service’s consent page, so nothing was created.' },
} as const;

type TOutcome = keyof typeof CONSENT_MESSAGES;

const isOutcome = (value: string | null): value is TOutcome => value !== null && Object.prototype.hasOwnProperty.call(CONSENT_MESSAGES, value);

export function ConsentOutcome() {
  const [params, setParams] = useSearchParams();
  const outcome = params.get('consent');
  if (!isOutcome(outcome)) return null;
  const message = CONSENT_MESSAGES[outcome];
  const isError = message.tone === 'error';
  const dismiss = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('consent');
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
      {message.text}
    </Alert>
  );
}
