// Starting an export or integration: after the checks, the URL of the emulated consent page
// (on this server) that the browser navigates to, as a real service's OAuth page would be.
import { assertMember } from '../../access';
import type { TCaller } from '../../caller';
import type { TEmulatorDeps } from '../../deps';
import { HttpError, notFound } from '../../http-error';
import { consentUrl, signConsentState } from './consent-state';
import type { TConsentKind } from './consent-state';
import { requireActiveService, requireRecord } from '../lookups';

/** Where people go back to after the emulator's own pages, and where mail links point. */
export const portalOrigin = (deps: TEmulatorDeps): string => deps.portalOrigin?.() ?? deps.linkOrigin();

export const startConsent = async (
  deps: TEmulatorDeps,
  caller: TCaller,
  params: { kind: TConsentKind; servicePath: string; userId: number; baId: number; recordId?: number },
): Promise<string> => {
  assertMember(deps, caller, params.baId);
  const service = requireActiveService(deps, params.servicePath);
  if (service.type !== 'export') throw new HttpError(422, 'This service cannot be connected this way');
  if (params.recordId !== undefined) {
    const record = requireRecord(deps, caller, params.recordId, { what: 'Export', serviceType: 'export', baId: params.baId });
    if (record.service_id !== service.id) throw notFound('Export');
  }
  const token = await signConsentState(
    { userId: params.userId, baId: params.baId, servicePath: service.service_path, kind: params.kind, recordId: params.recordId },
    deps.jwt,
  );
  return consentUrl(deps.linkOrigin(), token);
};
