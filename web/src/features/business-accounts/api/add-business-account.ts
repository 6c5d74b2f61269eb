// Add a business account. The spec has the page reload afterwards, which also refreshes every list.
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

export function useAddBusinessAccount() {
  const trpc = useTRPC();
  return useMutation(
    trpc.businessAccounts.add.mutationOptions({
      meta: { errorDisplay: 'silent' },
      onSuccess: () => window.location.reload(),
    }),
  );
}
