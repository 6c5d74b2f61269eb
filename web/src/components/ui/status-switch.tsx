// The Off/On switch of spec §4 (no words in the track: at that size they fail contrast): it flips only when the server says the change succeeded; while the
// call runs it shows a spinner, and when the server refuses it stays where it was and says why.
import { useState } from 'react';
import { Loader, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/** What the caller's change reported: success, or a refusal with the reason to show. */
export type TSwitchOutcome = { isSuccess: true } | { isSuccess: false; message?: string };

/** Shown when a refusal came with no reason of its own. */
export const SWITCH_REFUSED_MESSAGE = 'The status was not changed. Please try again.';

type TProps = {
  isActive: boolean;
  /** The accessible name, e.g. "Status of integration Leads to CRM". */
  label: string;
  onChange: (isActive: boolean) => Promise<TSwitchOutcome>;
  isDisabled?: boolean;
};

export function StatusSwitch({ isActive, label, onChange, isDisabled = false }: TProps) {
  const [isPending, setPending] = useState(false);

  const change = async (next: boolean) => {
    // One change at a time: the switch stays enabled (and focused) while its call runs.
    if (isPending) return;
    setPending(true);
    try {
      const outcome = await onChange(next);
      if (!outcome.isSuccess) notifications.show({ color: 'red', title: 'Status not changed', message: outcome.message || SWITCH_REFUSED_MESSAGE });
    } catch {
      // The global reaction already showed the call's error; the switch just stays.
    } finally {
      setPending(false);
    }
  };

  return (
    <Switch
      checked={isActive}
      onChange={(event) => void change(event.currentTarget.checked)}
      // Not disabled while the call runs: a disabled control drops keyboard focus to the page body.
      disabled={isDisabled}
      aria-label={label}
      aria-busy={isPending || undefined}
      aria-disabled={isPending || undefined}
      size="md"
      thumbIcon={isPending ? <Loader size={10} /> : undefined}
    />
  );
}
