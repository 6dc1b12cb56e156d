import { useState } from 'react';

export interface ActionOptions<Input, Result> {
  send: (input: Input) => Promise<Result>;
  /** What follows a success (state, a notice, a refetch); the action stays busy until it is done. */
  onSent?: ((result: Result, input: Input) => unknown) | undefined;
  /** What a failed call says to the traveller. */
  describeFailure: (error: unknown) => string;
  /** What else a failure changes (a line already answered shows its new state). */
  onFailed?: ((error: unknown) => void) | undefined;
  /** Stays busy after a success: the page is leaving (to the payment gateway). */
  busyAfterSuccess?: boolean;
}

/**
 * A call one button makes (pay, cancel, answer), one way everywhere: busy while it runs, one
 * failure text when it fails, cleared by the next try. A form with fields submits through
 * `useFormSubmit` instead, which checks them first. (React Query's `useMutation` would do the same
 * at 0.3 KB more in the vendor chunk every first visit loads: over the 150 KB budget.)
 */
export function useAction<Input = void, Result = unknown>(options: ActionOptions<Input, Result>) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (input: Input) => {
    setBusy(true);
    setFailure(null);
    let leaving = false;
    try {
      await options.onSent?.(await options.send(input), input);
      leaving = options.busyAfterSuccess === true;
    } catch (error) {
      options.onFailed?.(error);
      setFailure(options.describeFailure(error));
    } finally {
      if (!leaving) setBusy(false);
    }
  };
  return { run: (input: Input) => void run(input), busy, failure };
}
