// The one map from a GatewayError to the tRPC error the SPA reacts to (spec §6, §8):
// the code decides the HTTP status, the message is the one meant for people.
import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import type { GatewayError, TGatewayErrorCode } from '../gateway/errors';

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

export const toTrpcError = (error: GatewayError): TRPCError =>
  new TRPCError({ code: TRPC_CODE_OF[error.code], message: error.message, cause: error });
