import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LabelledField, problemProps } from '../../../../src/components/form/labelled-field.tsx';
import { type FormSubmitOptions, useFormSubmit } from '../../../../src/components/form/use-form-submit.ts';
import { ApiRequestError } from '../../../../src/lib/api.ts';

type Options = Partial<FormSubmitOptions<string>>;

/** Two text fields sent with useFormSubmit; a field's problem is shown as its code. */
function TestForm(options: Options) {
  const [values, setValues] = useState({ name: '', email: '' });
  const { submit, busy, problems, failure } = useFormSubmit({
    check: () => ({}),
    send: async () => 'sent',
    onSent: () => {},
    describeFailure: () => 'failed',
    ...options,
  });
  return (
    <form onSubmit={submit} noValidate>
      {(['name', 'email'] as const).map((key) => (
        <LabelledField key={key} label={key} problem={problems[key]} problemId={`${key}-error`}>
          <input
            name={key}
            value={values[key]}
            onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
            {...problemProps(problems[key], `${key}-error`)}
          />
        </LabelledField>
      ))}
      {failure && <p role="alert">{failure}</p>}
      <button type="submit" disabled={busy} aria-busy={busy}>
        Send
      </button>
    </form>
  );
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));
// The label holds the field's problem too: found by its name, not by its label's whole text.
const field = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;
/** A promise settled from the test, to look at the form while the call runs. */
function pending<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useFormSubmit', () => {
  it('is busy while the call runs, then hands the answer over and is ready again', async () => {
    const call = pending<string>();
    const onSent = vi.fn();
    render(<TestForm send={() => call.promise} onSent={onSent} />);
    send();
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await act(async () => call.resolve('the answer'));
    expect(onSent).toHaveBeenCalledWith('the answer');
    expect(button.getAttribute('aria-busy')).toBe('false');
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('stays busy until what follows a success is done (a redirect)', async () => {
    const redirect = pending<void>();
    render(<TestForm onSent={() => redirect.promise} />);
    await act(async () => send());
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('aria-busy')).toBe('true');
    await act(async () => redirect.resolve());
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('aria-busy')).toBe('false');
  });

  it('sends nothing while a field has a problem, and shows the problem on that field', () => {
    const sendCall = vi.fn(async () => 'sent');
    render(<TestForm send={sendCall} check={() => ({ name: undefined, email: 'required' })} />);
    send();
    expect(sendCall).not.toHaveBeenCalled();
    expect(field('email').getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field('email').getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'required',
    );
    expect(field('name').getAttribute('aria-invalid')).toBeNull();
  });

  it('moves focus to the first invalid field', () => {
    let problems: Record<string, string | undefined> = { name: 'required', email: 'required' };
    render(<TestForm check={() => problems} />);
    send();
    expect(document.activeElement).toBe(field('name'));
    problems = { name: undefined, email: 'invalid_email' };
    send();
    expect(document.activeElement).toBe(field('email'));
  });

  it('shows the problems the server names on their fields, when the form maps them', async () => {
    const refusal = new ApiRequestError(400, 'invalid_fields', 'Some fields are invalid.', { email: 'too_long' });
    render(
      <TestForm
        send={() => Promise.reject(refusal)}
        fieldProblemsOf={(error) => (Object.keys(error.fields).length > 0 ? error.fields : undefined)}
      />,
    );
    await act(async () => send());
    expect(field('email').getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('email-error')?.textContent).toBe('too_long');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(field('email'));
  });

  it('says what went wrong otherwise, and forgets it on the next try', async () => {
    const describeFailure = vi.fn((error: unknown) => `failed: ${(error as ApiRequestError).code}`);
    let outcome: Promise<string> = Promise.reject(new ApiRequestError(0, 'network_error', 'Failed to fetch data'));
    render(<TestForm send={() => outcome} describeFailure={describeFailure} fieldProblemsOf={() => undefined} />);
    await act(async () => send());
    expect(screen.getByRole('alert').textContent).toBe('failed: network_error');
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('aria-busy')).toBe('false');
    outcome = pending<string>().promise;
    await act(async () => send());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not put a refusal on the fields of a form that shows no server problems', async () => {
    const refusal = new ApiRequestError(400, 'invalid_fields', 'Some fields are invalid.', { email: 'too_long' });
    render(<TestForm send={() => Promise.reject(refusal)} />);
    await act(async () => send());
    expect(field('email').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('failed');
  });
});
