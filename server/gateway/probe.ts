// Readiness in proxy mode: does the gateway answer? One cheap call (GET <gateway>/healthz; any
// answer below 500 counts, a 404 of a gateway without that path too) within the gateway's
// deadline, remembered for a few seconds so that probes never turn into one call each.
import { createNodeHttpFetch } from './node-http-fetch';

/** How long a probe's outcome is reused. */
const FRESH_MS = 5_000;

export type TGatewayProbe = {
  /** Null when the gateway answered recently, else the sentence saying what went wrong. */
  failure: () => Promise<string | null>;
  close: () => void;
};

export const createGatewayProbe = (options: { baseUrl: string; timeoutMs: number; freshMs?: number }): TGatewayProbe => {
  const transport = createNodeHttpFetch();
  const freshMs = options.freshMs ?? FRESH_MS;
  const url = new URL('/healthz', options.baseUrl).toString();
  let last: { at: number; failure: string | null } | undefined;
  let pending: Promise<string | null> | undefined;

  const call = async (): Promise<string | null> => {
    const unreachable = `The gateway at ${options.baseUrl} did not answer within ${options.timeoutMs} ms.`;
    try {
      const answer = await transport(url, { method: 'GET', signal: AbortSignal.timeout(options.timeoutMs) }, { requestId: 'readiness' });
      await answer.body?.cancel();
      return answer.status < 500 ? null : `The gateway at ${options.baseUrl} answered ${answer.status}.`;
    } catch {
      return unreachable;
    }
  };

  return {
    failure: () => {
      if (last && Date.now() - last.at < freshMs) return Promise.resolve(last.failure);
      // Probes arriving while a call is out share it.
      pending ??= call().then((failure) => {
        last = { at: Date.now(), failure };
        pending = undefined;
        return failure;
      });
      return pending;
    },
    close: transport.close,
  };
};
