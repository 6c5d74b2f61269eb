// The tRPC client: one batched HTTP link to /trpc carrying the session's bearer token.
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../../../server/trpc/routers/_app';
import { getSession } from './session-store';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export type TTrpc = ReturnType<typeof useTRPC>;

export function createPortalTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: '/trpc',
        headers() {
          const { jwt } = getSession();
          return jwt ? { Authorization: `Bearer ${jwt}` } : {};
        },
      }),
    ],
  });
}
