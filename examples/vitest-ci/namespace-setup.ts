// setupFiles: every test starts from the seed, with no fault rule, in this file's namespace (made
// on its first call); the namespace is dropped when the file is done. A reset puts the data back
// and clears the journal; fault rules stay until cleared.
import { afterAll, beforeEach } from 'vitest';
import { namespace } from './namespace';

beforeEach(async () => {
  await namespace.reset();
  await namespace.faults.clear();
});

afterAll(async () => {
  await namespace.drop();
});
