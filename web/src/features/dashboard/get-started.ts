// The dashboard's Get started list: the four things a new user sets up before figures can show,
// each ticked from server data, and whether this user has finished them on this device.
import { pathTo } from '@shared/routes';
import { STORAGE_KEYS } from '@shared/constants';
import { readStored, writeStored } from '@/lib/storage';

export type TGetStartedStep = { key: string; label: string; hint: string; to: string; isDone: boolean };

export type TGetStartedFacts = {
  hasBusinessAccount: boolean;
  hasExport: boolean;
  /** An integration that is switched on (Save and activate): its leads reach the CRM. */
  hasActiveIntegration: boolean;
  hasProjectDomain: boolean;
};

export function getStartedSteps(facts: TGetStartedFacts): TGetStartedStep[] {
  return [
    { key: 'business-account', label: 'Create a business account', hint: 'Exports and integrations belong to one.', to: pathTo('business_accounts'), isDone: facts.hasBusinessAccount },
    { key: 'export', label: 'Connect a data export', hint: 'Its figures fill this dashboard.', to: pathTo('data_export'), isDone: facts.hasExport },
    { key: 'integration', label: 'Connect a lead form integration', hint: 'Leads from your forms go to your CRM.', to: pathTo('integrations'), isDone: facts.hasActiveIntegration },
    { key: 'project-domain', label: 'Set the project domain', hint: 'In your profile; it cannot be changed later.', to: pathTo('profile'), isDone: facts.hasProjectDomain },
  ];
}

const doneUserIds = (): number[] => {
  const stored = readStored<unknown>(STORAGE_KEYS.getStartedDone);
  return Array.isArray(stored) ? stored.filter((id): id is number => Number.isInteger(id)) : [];
};

/** Whether this user has seen every step done on this device (the list stays away after that). */
export const isGetStartedDone = (userId: number): boolean => doneUserIds().includes(userId);

export function rememberGetStartedDone(userId: number): void {
  if (!isGetStartedDone(userId)) writeStored(STORAGE_KEYS.getStartedDone, [...doneUserIds(), userId]);
}
