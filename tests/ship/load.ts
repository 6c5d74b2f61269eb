// Steady load on a portal: a few clients sending one request after another (keep-alive, as a
// balancer's pool does), each request noted with when it was sent and how it ended.
export type TSent = { path: string; sentAt: number; status?: number; error?: string };

export type TLoad = { sent: TSent[]; stop: () => Promise<void> };

export const steadyLoad = (baseUrl: string, token: string, clients = 6): TLoad => {
  const sent: TSent[] = [];
  let isStopped = false;
  // Signed-in tRPC calls the gateway answers slowly (its latency rule), so some are always in
  // flight, and cheap liveness probes between them.
  const paths = ['/trpc/services.all', '/healthz'];
  const client = async (index: number) => {
    for (let round = 0; !isStopped; round += 1) {
      const path = paths[(index + round) % paths.length] as string;
      const entry: TSent = { path, sentAt: Date.now() };
      sent.push(entry);
      try {
        const answer = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(20_000) });
        await answer.arrayBuffer();
        entry.status = answer.status;
      } catch (error) {
        entry.error = String((error as { cause?: unknown }).cause ?? error);
        // Refused: the server stopped listening; wait a little instead of spinning.
        await new Promise((wait) => setTimeout(wait, 50));
      }
    }
  };
  const running = Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  return {
    sent,
    stop: async () => {
      isStopped = true;
      await running;
    },
  };
};
