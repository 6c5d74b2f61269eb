// The emulator checks its own answers against the contract where that is its job (tests, the
// contract suite, development: isAnswerChecked, EMULATOR_CHECK_ANSWERS=on), and sends them as
// built elsewhere (the portal and `npm run emulator` by default), decision 057.
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../../../shared/contract/define';
import { emulatorDeps } from '../../../server/emulator/app';
import { mountEndpoint } from '../../../server/emulator/mount-endpoint';
import type { TEmulatorEnv } from '../../../server/emulator/mount-endpoint';
import { loadEnv } from '../../../server/env';
import { createTestLogger, expectServerErrors } from '../../support/server-log';
import { createTempDatabase } from '../../support/temp-db';
import type { TTempDatabase } from '../../support/temp-db';

const ZAnswer = z.object({ success: z.literal(true), data: z.object({ count: z.number() }) });
const endpoint = defineEndpoint({ method: 'GET', path: '/api/answer-check', access: 'public', request: z.object({}), response: ZAnswer, summary: 'A test endpoint' });

let temp: TTempDatabase | undefined;
afterEach(() => temp?.cleanup());

/** An emulator app with one endpoint whose handler breaks its contract (a count as text). */
const appWith = (isAnswerChecked: boolean | undefined) => {
  temp = createTempDatabase();
  const log = createTestLogger('error');
  const deps = emulatorDeps({ db: temp.db, sqlite: temp.sqlite, jwt: { secret: 'x'.repeat(40), ttlSeconds: 60 }, logger: log.logger, linkOrigin: () => 'http://portal.test', isAnswerChecked });
  const app = new Hono<TEmulatorEnv>();
  mountEndpoint(app, deps, endpoint, () => ({ success: true, data: { count: 'three' } }) as never);
  return { app, log };
};

describe('the emulator checking its own answers', () => {
  it('answers 500 and logs the mismatch when answers are checked (the default of createEmulator)', async () => {
    expectServerErrors(/emulator answer does not match the contract|emulator request failed/);
    const { app, log } = appWith(undefined);
    const response = await app.request('/api/answer-check');
    expect(response.status).toBe(500);
    expect(log.lines.some((line) => line.message === 'emulator answer does not match the contract')).toBe(true);
  });

  it('sends the answer as built when checking is off', async () => {
    const { app } = appWith(false);
    const response = await app.request('/api/answer-check');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, data: { count: 'three' } });
  });

  it('is off for the servers people run unless EMULATOR_CHECK_ANSWERS=on, and refuses other words in a sentence', () => {
    expect(loadEnv({}).EMULATOR_CHECK_ANSWERS).toBe('off');
    expect(loadEnv({ EMULATOR_CHECK_ANSWERS: 'on' }).EMULATOR_CHECK_ANSWERS).toBe('on');
    expect(() => loadEnv({ EMULATOR_CHECK_ANSWERS: 'yes' })).toThrow('EMULATOR_CHECK_ANSWERS must be on or off');
  });
});
