// The tRPC bindings for TanStack Query that every screen uses (`useTRPC()` → queryOptions,
// mutationOptions, query keys); the client itself is lib/trpc-client.ts.
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../../../server/trpc/routers/_app';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export type TTrpc = ReturnType<typeof useTRPC>;
