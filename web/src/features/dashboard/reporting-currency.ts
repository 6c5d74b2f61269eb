// The currency the dashboard converts mixed spend into, chosen per business account and
// remembered on this device (a preference: the figures themselves always come from the server).
import { useCallback, useState } from 'react';
import { STORAGE_KEYS } from '@shared/constants';
import { readStored, writeStored } from '@/lib/storage';

type TChoices = Record<string, string>;

const readChoices = (): TChoices => readStored<TChoices>(STORAGE_KEYS.reportingCurrencies) ?? {};

/** The business account's remembered reporting currency as stored now (undefined: the gateway's default). */
export const storedReportingCurrency = (baId: number): string | undefined => readChoices()[baId];

/** The business account's remembered reporting currency (undefined: the gateway's default) and a setter. */
export function useReportingCurrency(baId: number): [string | undefined, (currency: string) => void] {
  const [choices, setChoices] = useState(readChoices);
  const choose = useCallback(
    (currency: string) => {
      const next = { ...readChoices(), [baId]: currency };
      writeStored(STORAGE_KEYS.reportingCurrencies, next);
      setChoices(next);
    },
    [baId],
  );
  return [choices[baId], choose];
}
