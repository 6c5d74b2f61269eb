// The answer to an /api call that reaches no operation: 405 with Allow when other methods take
// the path, else 404 naming the closest operations; either way the list goes into the journal.
import type { Context } from 'hono';
import { SERVER_MESSAGES } from '../../shared/validation/messages';
import { HttpError } from './http-error';
import { nearMisses, operationsAt } from './near-misses';
import type { TEmulatorEnv } from './request-pipeline';

export const noOperationError = (c: Context<TEmulatorEnv>): HttpError => {
  const method = c.req.method.toUpperCase();
  const atPath = operationsAt(method, c.req.path);
  if (atPath.length > 0) {
    c.set('nearMisses', atPath);
    const allow = [...new Set(atPath.map((operation) => operation.method))].join(', ');
    return new HttpError(405, `${c.req.path} does not take ${method}: it takes ${allow}.`, undefined, undefined, {
      body: { near_misses: atPath },
      headers: { allow },
    });
  }
  const closest = nearMisses(method, c.req.path);
  c.set('nearMisses', closest);
  return new HttpError(404, SERVER_MESSAGES.noSuchEndpoint, undefined, undefined, { body: { near_misses: closest } });
};
