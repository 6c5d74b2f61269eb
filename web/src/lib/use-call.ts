// One server call with a pending flag, for screens outside the signed-in area: the guest screens
// make one mutation each and show its errors themselves, so they need neither TanStack Query's
// cache nor its global error reaction, and the login page's first visit skips downloading them
// (docs/decisions/012-login-weight.md). Same shape as useMutation's `mutate` and `isPending`.
import { useState } from 'react';

type THandlers<O> = { onSuccess?: (output: O) => void; onError?: (error: unknown) => void };

export function useCall<I, O>(call: (input: I) => Promise<O>) {
  const [isPending, setPending] = useState(false);
  const mutate = (input: I, handlers: THandlers<O> = {}) => {
    setPending(true);
    call(input).then(
      (output) => {
        setPending(false);
        handlers.onSuccess?.(output);
      },
      (error: unknown) => {
        setPending(false);
        handlers.onError?.(error);
      },
    );
  };
  return { mutate, isPending };
}
