// The tRPC hop (issue 14): each procedure beside the REST endpoint it wraps, same run, same
// caller, same answer. The portal server (tRPC → gateway client → in-process emulator) and the
// emulator alone (REST) each run in their own process; the ratio is what the layer costs.
import { compareLoad, fetchJson, startBenchServer } from './http-load';
import type { TLoadFigures, TLoadOptions } from './http-load';

export type THopSession = { token: string; userId: number; baId: number };
export type THopFigures = { procedure: string; rest: string; trpc: TLoadFigures; restFigures: TLoadFigures };

const sameData = (trpcAnswer: any, restAnswer: unknown, what: string) => {
  if (JSON.stringify(trpcAnswer?.result?.data) !== JSON.stringify(restAnswer)) throw new Error(`${what}: tRPC and REST do not answer the same data`);
};

export async function benchTrpcHop(databasePath: string, jwtSecret: string, session: THopSession, options: TLoadOptions): Promise<THopFigures[]> {
  const headers = { authorization: `Bearer ${session.token}` };
  const targets = [
    {
      procedure: 'businessAccounts.list',
      input: { user_id: session.userId },
      rest: `/api/business-accounts?user_id=${session.userId}`,
    },
    {
      procedure: 'insights.get',
      input: { user_id: session.userId, service_path: 'fb-sync', ba_id: session.baId },
      rest: `/api/fb-sync/insights?user_id=${session.userId}&ba_id=${session.baId}`,
    },
  ];
  const emulator = await startBenchServer('emulator', { BENCH_DATABASE_PATH: databasePath, BENCH_JWT_SECRET: jwtSecret });
  const app = await startBenchServer('app', { BENCH_DATABASE_PATH: databasePath, BENCH_JWT_SECRET: jwtSecret });
  try {
    const figures: THopFigures[] = [];
    for (const target of targets) {
      const trpcUrl = `${app.baseUrl}/trpc/${target.procedure}?input=${encodeURIComponent(JSON.stringify(target.input))}`;
      const restUrl = `${emulator.baseUrl}${target.rest}`;
      sameData(await fetchJson(trpcUrl, headers), await fetchJson(restUrl, headers), target.procedure);
      const load = await compareLoad({ url: trpcUrl, headers, pid: app.pid }, { url: restUrl, headers, pid: emulator.pid }, options);
      figures.push({ procedure: target.procedure, rest: `GET ${target.rest.split('?')[0]}`, trpc: load.measured, restFigures: load.baseline });
    }
    return figures;
  } finally {
    await app.stop();
    await emulator.stop();
  }
}
