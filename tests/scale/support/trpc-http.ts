// tRPC over plain HTTP, as the SPA sends it: a mutation's answer with its status and headers.
export type TTrpcAnswer = { status: number; retryAfter: string | null; body: { result?: { data: { data: { token: string; user: { id: number } } } }; error?: { message: string } } };

export const trpcMutation = async (baseUrl: string, procedure: string, input: unknown, headers: Record<string, string> = {}): Promise<TTrpcAnswer> => {
  const response = await fetch(`${baseUrl}/trpc/${procedure}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(input) });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as TTrpcAnswer['body'] };
};

export const trpcQuery = async (baseUrl: string, procedure: string, input: unknown, headers: Record<string, string> = {}): Promise<{ status: number; message?: string; ms: number }> => {
  const startedAt = performance.now();
  const response = await fetch(`${baseUrl}/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers });
  const body = (await response.json()) as { error?: { message: string } };
  return { status: response.status, message: body.error?.message, ms: performance.now() - startedAt };
};
