// What the sign-in calls answer, in one place: the portal's screens and the suites read them here.
export const AUTH_MESSAGES = {
  registered: 'User registered successfully.',
  loggedIn: 'User logged in successfully.',
  loggedOut: 'Logged out.',
  badCredentials: 'These credentials do not match our records.',
  tooManyAttempts: 'Too many login attempts. Please try again in a few minutes.',
  tooManyRegistrations: 'Too many registrations from your network. Please try again later.',
  tooManyResetAttempts: 'Too many attempts with reset links. Please try again in a few minutes.',
} as const;

/** In-process calls without a lent address share one key of the sign-in limits. */
export const addressOf = (clientAddress: () => string | null): string => clientAddress() ?? 'unknown';
