// The presenter's reset (issue 47): the emulator's own control surface, POST /emulator/reset, asked
// by the page itself, so the control surface's rules decide as they do for a script: served only to
// the machine the server runs on, changes only from the same site (decision 052 says why this one
// call is not tRPC). Whether it is there at all is asked with the surface's cheapest read: a real
// gateway has no /emulator, and another machine is refused, so the control stays hidden then.
import { useMutation, useQuery } from '@tanstack/react-query';

const RESET_PATH = '/emulator/reset';
const PROBE_PATH = '/emulator/snapshots';

/** The control surface's sentence on a refusal, else a plain one. */
async function refusalOf(response: Response): Promise<Error> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return new Error(typeof body?.message === 'string' ? body.message : 'The demo data could not be reset. Please try again.');
}

/** True when this browser may reset the emulator's data (emulator mode, on the server's machine). */
export function useCanResetDemoData() {
  return useQuery({
    queryKey: ['emulator', 'can-reset'],
    queryFn: async () => (await fetch(PROBE_PATH, { headers: { accept: 'application/json' } })).ok,
    staleTime: Infinity,
    retry: false,
    meta: { errorDisplay: 'silent' },
  });
}

export function useResetDemoData() {
  return useMutation({
    meta: { errorDisplay: 'inline' },
    mutationFn: async () => {
      const response = await fetch(RESET_PATH, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: '{}' });
      if (!response.ok) throw await refusalOf(response);
    },
  });
}
