import { useMutation } from '@tanstack/react-query';
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
 * A call one button makes (pay, cancel, answer), one way everywhere, on React Query's mutation:
 * busy while it runs, one failure text when it fails, cleared by the next try. A form with fields
 * submits through `useFormSubmit` instead, which checks them first.
 */
export function useAction<Input = void, Result = unknown>(options: ActionOptions<Input, Result>) {
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: async (input: Input) => {
      const result = await options.send(input);
      await options.onSent?.(result, input);
      return result;
    },
    onMutate: () => setFailure(null),
    onError: (error) => {
      options.onFailed?.(error);
      setFailure(options.describeFailure(error));
    },
  });
  return {
    run: (input: Input) => mutation.mutate(input),
    busy: mutation.isPending || (options.busyAfterSuccess === true && mutation.isSuccess),
    failure,
  };
}
