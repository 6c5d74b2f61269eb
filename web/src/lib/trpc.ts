// The tRPC client: one batched HTTP link to /trpc carrying the session's bearer token.
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import { TRPC_MAX_BATCH_ITEMS } from '@shared/constants';
import type { AppRouter } from '../../../server/trpc/routers/_app';
import { getSession } from './session-store';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export type TTrpc = ReturnType<typeof useTRPC>;

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
