// Who is calling, and the checks every protected endpoint makes against it.
import { forbidden } from './http-error';

export type TRole = 'client' | 'admin';
export type TCaller = {
  id: number;
  role: TRole;
  email: string;
  /** The token this call came with: its id (null for tokens made before ids) and expiry. */
  session?: { jti: string | null; expiresAtMs: number };
};

export const isAdmin = (caller: TCaller): boolean => caller.role === 'admin';

/** A `user_id` (or `created_by`) in a request must be the caller's own, unless the caller is an admin. */
export const assertSelf = (caller: TCaller, userId: number): void => {
  if (caller.id !== userId && !isAdmin(caller)) throw forbidden('You can only act for your own user');
};
