// The portal as start.ts composes it in proxy mode (configuration from the environment, the
// JSON logger on stdout, tracer, createApp, listen, stop on SIGTERM), without the SPA build,
// which these tests do not need and two processes would race for.
import { createApp } from '../../../server/app';
import { listen, onShutdownSignal } from '../../../server/boot';
import { loadEnv } from '../../../server/env';
import { createLogger } from '../../../server/logger';
import { loadTracer } from '../../../server/observability/load-tracer';

const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL);
const tracer = await loadTracer(env.OTEL_EXPORTER_OTLP_ENDPOINT);
const app = createApp({ env, logger, tracer, webDist: '/nonexistent' });
const running = await listen(app.fetch, { host: env.HOST, port: env.PORT });
logger.info(`Portal ready at ${running.url}`);
onShutdownSignal(logger, async () => {
  await running.close();
  await app.closeThrottle();
  await tracer.shutdown();
});
