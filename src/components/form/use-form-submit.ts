import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../lib/api.ts';

/** A form's problems, one code (`required`, `invalid_email`…) per field name; the form translates them. */
export type FieldProblems = Record<string, string>;

export interface FormSubmitOptions<Result> {
  /** The form's own checks, before anything is sent: a problem per field, undefined where there is none. */
  check: () => Record<string, string | undefined>;
  send: () => Promise<Result>;
  /** What follows a success (a redirect, a notice); the form stays busy until it is done. */
  onSent: (result: Result) => unknown;
  /** What a failed call says to the traveller when it is not shown on fields. */
  describeFailure: (error: unknown) => string;
  /** The server's refusal as field problems, for a form that shows them on its fields (else undefined). */
  fieldProblemsOf?: ((error: ApiRequestError) => FieldProblems | undefined) | undefined;
}

/**
 * A form sent to the API, one way everywhere: its own checks first (nothing is sent while a field
 * has a problem), then busy while the call runs; a refusal comes back on the fields it names or
 * as one failure text. Refused on its fields, by either side, the form puts the focus on the
 * first of them, so that a keyboard or screen-reader user lands on what to fix.
 */
export function useFormSubmit<Result>(options: FormSubmitOptions<Result>) {
  const [problems, setProblems] = useState<FieldProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement | null>(null);
  const [focusRequests, setFocusRequests] = useState(0);

  // After the render that shows the problems: only then does a field carry aria-invalid.
  useEffect(() => {
    if (focusRequests > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequests]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.current = event.currentTarget;
    setFailure(null);
    const found = Object.fromEntries(
      Object.entries(options.check()).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setFocusRequests((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      await options.onSent(await options.send());
    } catch (error) {
      const fields = error instanceof ApiRequestError ? options.fieldProblemsOf?.(error) : undefined;
      if (fields) {
        setProblems(fields);
        setFocusRequests((n) => n + 1);
      } else setFailure(options.describeFailure(error));
    } finally {
      setBusy(false);
    }
  };

  return { submit, busy, problems, failure };
}
