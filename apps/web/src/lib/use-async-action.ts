import { useState } from 'react';

/**
 * Runs an async action (a form submit, a status change) and says while it is running.
 *
 * Why not TanStack's useMutation: once more than one lazy page uses it, rolldown moves the query
 * library and the contract's messages out of the entry chunk into shared chunks, which costs the
 * home page about 1.3 KB gzipped of its 100 kB budget (measured with rolldown 1.2).
 */
export function useAsyncAction<Input>(action: (input: Input) => Promise<void>) {
  const [pending, setPending] = useState(false);

  async function run(input: Input) {
    setPending(true);
    try {
      await action(input);
    } finally {
      setPending(false);
    }
  }

  return { pending, run };
}
