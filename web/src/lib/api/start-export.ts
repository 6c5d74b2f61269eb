// Starting an export (spec §4): the gateway answers the service's consent URL and the browser
// goes there. With an export id it reconnects that export (a new grant, same record).
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

export function useStartExport() {
  const trpc = useTRPC();
  return useMutation(
    trpc.exports.start.mutationOptions({
      onSuccess: (answer) => {
        window.location.assign(answer.service_response.data);
      },
    }),
  );
}
