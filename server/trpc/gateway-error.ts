// The one map from a GatewayError to the tRPC error the SPA reacts to (spec §6, §8):
// the code decides the HTTP status, the message is the one meant for people.
import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { GatewayError } from '../gateway/errors';
import type { TGatewayErrorCode } from '../gateway/errors';

export const TRPC_CODE_OF: Record<TGatewayErrorCode, TRPC_ERROR_CODE_KEY> = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  UNPROCESSABLE: 'UNPROCESSABLE_CONTENT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  UPSTREAM_ERROR: 'BAD_GATEWAY',
  BAD_ANSWER: 'BAD_GATEWAY',
  TIMEOUT: 'GATEWAY_TIMEOUT',
  UNREACHABLE: 'SERVICE_UNAVAILABLE',
  CLIENT_GONE: 'CLIENT_CLOSED_REQUEST',
};

/** Refusals whose wording is the screen's when the gateway gave none (spec §8: 'Error save' when empty). */
const WORDED_BY_THE_SCREEN = new Set<TGatewayErrorCode>(['BAD_REQUEST', 'UNAUTHORIZED', 'NOT_FOUND', 'CONFLICT', 'UNPROCESSABLE']);

/**
 * The tRPC error of a gateway error; `whenSilent` is the procedure's spec text for a refusal
 * that came without a message of the gateway's own.
 */
export const toTrpcError = (error: GatewayError, whenSilent?: string): TRPCError => {
  const isSilentRefusal = whenSilent !== undefined && !error.details.isGatewayMessage && WORDED_BY_THE_SCREEN.has(error.code);
  const cause = isSilentRefusal ? new GatewayError(error.code, whenSilent, error.details) : error;
  return new TRPCError({ code: TRPC_CODE_OF[error.code], message: cause.message, cause });
};
