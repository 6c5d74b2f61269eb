// Reads of the emulator's own endpoints (leads, integration titles): a real gateway without them
// answers 404, which becomes `isAvailable: false` so the screens hide what needs them instead of
// showing an error.
import { GatewayError } from '../gateway/errors';

/** The gateway's answer, or "not available" when it has no such endpoint (404). */
export const unlessMissing = async <T>(read: () => Promise<T>): Promise<({ isAvailable: true } & T) | { isAvailable: false }> => {
  try {
    return { isAvailable: true as const, ...(await read()) };
  } catch (error) {
    if (error instanceof GatewayError && error.code === 'NOT_FOUND') return { isAvailable: false as const };
    throw error;
  }
};
