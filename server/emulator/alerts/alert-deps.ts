// What the alerts need of the emulator, and its webhooks with the alerts listening: every event
// the webhooks send is also what the alerts hear, so both tell the same things.
import type { TEmulatorDeps } from '../deps';
import { portalOrigin } from '../records/consent/start-consent';
import type { TWebhooks } from '../webhooks/webhooks';
import { recordAlertOf } from './record-alerts';
import type { TAlertDeps } from './record-alerts';

export const alertDepsOf = (deps: TEmulatorDeps): TAlertDeps => ({ db: deps.db, clock: deps.clock, portal: () => portalOrigin(deps) });

// Deps made from deps (serve.ts, then createEmulator) hand on webhooks that already raise alerts.
const alerting = new WeakSet<TWebhooks>();

/** The webhooks whose events also raise alerts (an alert that fails is logged, never fails the call). */
export const withAlerts = (webhooks: TWebhooks, deps: TEmulatorDeps): TWebhooks => {
  if (alerting.has(webhooks)) return webhooks;
  const record = recordAlertOf(alertDepsOf(deps));
  const wrapped: TWebhooks = {
    ...webhooks,
    emit: (event, data) => {
      try {
        record(event, data);
      } catch (error) {
        deps.logger.error('an alert could not be recorded', { event, error });
      }
      webhooks.emit(event, data);
    },
  };
  alerting.add(wrapped);
  return wrapped;
};
