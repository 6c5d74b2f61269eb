// What each tRPC procedure is called by and takes, declared by its router module beside the
// procedures (tRPC keeps its own list internal). The test sweeps read it from `_app.ts` to call
// every procedure; the types below hold each declaration to the procedure tRPC built.
import type { AnyTRPCMutationProcedure, AnyTRPCProcedure, AnyTRPCQueryProcedure, inferProcedureInput } from '@trpc/server';
import type { z } from 'zod';

export type TProcedureKind = 'query' | 'mutation';

/** One procedure: a query (GET ?input=) or a mutation (POST), and the schema of its input (null: it takes none). */
export type TProcedureEntry = { kind: TProcedureKind; input: z.core.$ZodType | null };

type TKindOf<P> = P extends AnyTRPCQueryProcedure ? 'query' : P extends AnyTRPCMutationProcedure ? 'mutation' : never;
type TInputOf<P> = P extends AnyTRPCProcedure ? ([inferProcedureInput<P>] extends [void | undefined] ? null : z.core.$ZodType<unknown, inferProcedureInput<P>>) : never;

/** A router module's declarations: one per procedure of its record, of the kind and input type tRPC gives it. */
export type TRouterCatalogue<TRecord> = { [K in keyof TRecord]: { kind: TKindOf<TRecord[K]>; input: TInputOf<TRecord[K]> } };

/** A query taking `input`. */
export const query = <S extends z.core.$ZodType | null>(input: S) => ({ kind: 'query' as const, input });

/** A mutation taking `input`. */
export const mutation = <S extends z.core.$ZodType | null>(input: S) => ({ kind: 'mutation' as const, input });
