// Whether the emulator serves its outbox at all, from the configuration: the outbox holds reset
// links (secrets), so it is a development aid for the person at this machine only.
import { isLoopbackHost } from '../http/loopback-only';
import type { TEnv } from '../env';

export const outboxPolicy = (env: Pick<TEnv, 'HOST' | 'EMULATOR_OUTBOX'>): { isServed: boolean; notice: string | null } => {
  const isLocalHost = isLoopbackHost(env.HOST);
  if (env.EMULATOR_OUTBOX === 'off') return { isServed: false, notice: 'The outbox is off (EMULATOR_OUTBOX=off).' };
  if (env.EMULATOR_OUTBOX === 'on' && !isLocalHost) {
    return {
      isServed: true,
      notice:
        `WARNING: EMULATOR_OUTBOX=on while HOST=${env.HOST} serves a network. The outbox shows password-reset links; ` +
        'it is served only to connections from this machine, but anyone who can open a shell here can take over any account.',
    };
  }
  if (!isLocalHost) {
    return { isServed: false, notice: `The outbox is off because HOST=${env.HOST} is not a loopback address (EMULATOR_OUTBOX=on turns it on for this machine).` };
  }
  return { isServed: true, notice: null };
};
