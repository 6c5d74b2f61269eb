// The presenter's reset (issue 47), through tRPC like every other call: the server asks the
// emulator's control surface on this browser's behalf, so the surface's rules still decide (served
// only to the machine the server runs on, changes only from this site), and only an admin may. The
// button shows only when the server says a reset is possible here (never against a real gateway).
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

/** True when this browser may reset the emulator's data (emulator mode, on the server's machine, an admin). */
export function useCanResetDemoData() {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.admin.demoResetAvailable.queryOptions(undefined, { staleTime: Infinity, retry: false, meta: { errorDisplay: 'silent' } }),
    select: (answer) => answer.available,
  });
}

export function useResetDemoData() {
  const trpc = useTRPC();
  return useMutation(trpc.admin.resetDemoData.mutationOptions({ meta: { errorDisplay: 'inline' } }));
}
