// GET /metrics: the Prometheus text, to this machine (the socket's address, not relayed) or to a
// scraper that sends `Authorization: Bearer <METRICS_TOKEN>`; refused to everyone else.
import { timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import { isFromThisMachine } from '../http/loopback-only';
import { hostRefusal } from '../http/host-allow-list';
import type { THostAllowList } from '../http/host-allow-list';
import type { TMetrics } from './metrics';

export const METRICS_REFUSED = 'Metrics are only served to the machine the server runs on, or with the metrics token.';

const hasToken = (authorization: string | undefined, expected: string | undefined): boolean => {
  const offered = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!offered || !expected) return false;
  const a = Buffer.from(offered);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any app's variables
export const registerMetricsRoute = (app: Hono<any>, metrics: TMetrics, options: { metricsToken: string | undefined; hosts: THostAllowList }): void => {
  app.get('/metrics', async (c) => {
    // A scraper with the token may use any name; "this machine" also needs a Host naming it (DNS rebinding).
    if (!hasToken(c.req.header('authorization'), options.metricsToken)) {
      if (!options.hosts.allows(c)) return c.json({ success: false, message: hostRefusal(c) }, 403, { 'cache-control': 'no-store' });
      if (!isFromThisMachine(c)) return c.json({ success: false, message: METRICS_REFUSED }, 403, { 'cache-control': 'no-store' });
    }
    const { contentType, text } = await metrics.scrape();
    return c.body(text, 200, { 'content-type': contentType, 'cache-control': 'no-store' });
  });
};
