// The known demo logins and invite links of the demo seed (for the README, demos and browser tests).
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin-demo-2026' } as const;
export const DEMO_CLIENT = { email: 'client@example.com', password: 'client-demo-2026' } as const;

/** Two pending invites of the client into the admin's business accounts: accept one, decline the other. */
export const DEMO_INVITE_HASHES = {
  accept: 'demo-invite-accept-3f9c2a7e5b1d4c68',
  decline: 'demo-invite-decline-8b6e1f0a2c4d9e37',
} as const;

/** The shared password of the bulk (faker) users; one hash is computed and reused for all of them. */
export const BULK_USER_PASSWORD = 'bulk-user-2026';
