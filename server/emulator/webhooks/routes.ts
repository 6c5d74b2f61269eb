// /emulator/webhooks: receivers of the emulator's events, for this machine only (as the other
// control routes).
//   POST   /emulator/webhooks              {url, events?}  register: answers {id, secret, url, events}
//   GET    /emulator/webhooks                              the receivers
//   DELETE /emulator/webhooks                              remove those added while running
//   DELETE /emulator/webhooks/{id}                         remove one
//   GET    /emulator/webhooks/deliveries                   the delivery log, newest first
import type { Hono } from 'hono';
import { loopbackOnly } from '../../http/loopback-only';
import { sameOriginOnly } from '../../http/same-origin-only';
import { noStore, readJsonObject, refusalOf } from '../control/routes';
import type { TEmulatorDeps } from '../deps';
import { HttpError } from '../http-error';
import type { TEmulatorEnv } from '../mount-endpoint';
import { ZWebhookInput } from './schemas';

export const registerWebhookRoutes = (app: Hono<TEmulatorEnv>, deps: TEmulatorDeps): void => {
  const thisMachineOnly = loopbackOnly({ isEnabled: true, message: 'The emulator control endpoints are only served to the machine the server runs on.' });
  const notFromOtherSites = sameOriginOnly('The emulator control endpoints only take changes from a script on this machine, not from a web page of another site.');
  for (const path of ['/emulator/webhooks', '/emulator/webhooks/*']) app.use(path, thisMachineOnly, notFromOtherSites);

  app.post('/emulator/webhooks', async (c) => {
    const input = ZWebhookInput.safeParse(await readJsonObject(c));
    if (!input.success) throw refusalOf(input.error);
    return c.json({ success: true, data: deps.webhooks.add(input.data) }, 201, noStore);
  });
  app.get('/emulator/webhooks', (c) => c.json({ success: true, data: deps.webhooks.list() }, 200, noStore));
  app.delete('/emulator/webhooks', (c) => {
    deps.webhooks.clear();
    return c.json({ success: true, data: { cleared: true } }, 200, noStore);
  });
  app.get('/emulator/webhooks/deliveries', (c) => c.json({ success: true, data: deps.webhooks.deliveries() }, 200, noStore));
  app.delete('/emulator/webhooks/:id', (c) => {
    const id = c.req.param('id');
    if (!deps.webhooks.remove(id)) throw new HttpError(404, `There is no webhook with the id '${id}'.`);
    return c.json({ success: true, data: { id } }, 200, noStore);
  });
};
