// Namespaces on the emulator's own server (standalone.ts):
//   /ns/{name}/…                        the namespace's emulator: /api, /emulator, the pages, made on first use
//   GET    /emulator/namespaces         the namespaces (name, created, last used, bytes on disk)
//   DELETE /emulator/namespaces/{name}  drops one (its data, journal, rules and receivers)
// The control routes are for this machine only, as the other /emulator control routes are.
import type { Hono } from 'hono';
import { mount } from 'hono/mount';
import { loopbackOnly } from '../../http/loopback-only';
import { sameOriginOnly } from '../../http/same-origin-only';
import { noStore } from '../control/routes';
import { NamespacesFullError } from './registry';
import { NAMESPACE_NAME_RULE } from './schemas';
import type { TNamespaces } from './registry';

const NAMESPACES_PATH = '/emulator/namespaces';

const badName = { success: false, message: NAMESPACE_NAME_RULE, errors: { name: [NAMESPACE_NAME_RULE] } };

export const registerNamespaceRoutes = (app: Hono, namespaces: TNamespaces): void => {
  const thisMachineOnly = loopbackOnly({ isEnabled: true, message: 'The emulator control endpoints are only served to the machine the server runs on.' });
  const notFromOtherSites = sameOriginOnly('The emulator control endpoints only take changes from a script on this machine, not from a web page of another site.');
  for (const path of [NAMESPACES_PATH, `${NAMESPACES_PATH}/*`]) app.use(path, thisMachineOnly, notFromOtherSites);

  app.get(NAMESPACES_PATH, (c) => c.json({ success: true, data: namespaces.list() }, 200, noStore));
  app.delete(`${NAMESPACES_PATH}/:name`, async (c) => {
    const name = c.req.param('name');
    if (!namespaces.isValidName(name)) return c.json(badName, 422, noStore);
    if (!(await namespaces.drop(name))) return c.json({ success: false, message: `There is no namespace named '${name}'.` }, 404, noStore);
    return c.json({ success: true, data: { name } }, 200, noStore);
  });

  // The rest of the path goes to the namespace's emulator as its own path (hono/mount strips the prefix).
  app.all('/ns/:name/*', async (c, next) => {
    const name = c.req.param('name');
    if (!namespaces.isValidName(name)) return c.json(badName, 400, noStore);
    try {
      return await mount((request, env) => namespaces.fetch(name, request, env))(c, next);
    } catch (error) {
      if (!(error instanceof NamespacesFullError)) throw error;
      return c.json({ success: false, message: error.message }, 503, { ...noStore, 'retry-after': '1' });
    }
  });
};
