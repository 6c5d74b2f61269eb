// The tRPC client: one batched HTTP link to /trpc carrying the session's bearer token. Screens call
// it through TanStack Query and the bindings of lib/trpc.ts.
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { TRPC_MAX_BATCH_ITEMS } from '@shared/constants';
import type { AppRouter } from '../../../server/trpc/routers/_app';
import { getSession } from './session-store';

/** `origin` is empty in the browser (same origin); tests pass a listening server's origin. */
export function createPortalTrpcClient(origin = '') {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${origin}/trpc`,
        // The server refuses larger batches; the link splits a busy tick (a dashboard cascade) into several.
        maxItems: TRPC_MAX_BATCH_ITEMS,
        headers() {
          const { jwt } = getSession();
          return jwt ? { Authorization: `Bearer ${jwt}` } : {};
        },
      }),
    ],
  });
}

/** The SPA's client; it reads the token per request, so one serves every session. */
export const trpcClient = createPortalTrpcClient();
