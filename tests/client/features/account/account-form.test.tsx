import { i18n } from '@lingui/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { messages as english } from '../../../../locales/en/messages.po';
import { emailProblem, Field, useAccountFormSubmit } from '../../../../src/features/account/account-form.tsx';
import { ApiRequestError } from '../../../../src/lib/api.ts';
import { renderWithI18n } from '../../render.tsx';

/** An e-mail form as the account pages write one, its call answering `outcome`. */
function EmailForm({ outcome, showServerProblems }: { outcome: () => Promise<unknown>; showServerProblems?: boolean }) {
  const [email, setEmail] = useState('');
  const { submit, busy, errors, failure } = useAccountFormSubmit({
    check: () => ({ email: emailProblem(email) }),
    send: outcome,
    onSent: () => {},
    showServerProblems,
  });
  return (
    <form onSubmit={submit} noValidate>
      <Field name="email" label="E-mail" type="email" value={email} onChange={setEmail} error={errors.email} />
      {failure && <p role="alert">{failure}</p>}
      <button type="submit" aria-busy={busy}>
        Send
      </button>
    </form>
  );
}

const input = () => document.getElementById('account-email') as HTMLInputElement;
const emailError = () => document.getElementById('account-email-error')?.textContent;
const typeAndSend = async (email: string) => {
  fireEvent.change(input(), { target: { value: email } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
};

describe('useAccountFormSubmit', () => {
  it('says what is wrong with a field in the page’s language', async () => {
    renderWithI18n(<EmailForm outcome={async () => undefined} />);
    await typeAndSend('');
    expect(emailError()).toBe('Ce champ est obligatoire.');
    await typeAndSend('not an address');
    expect(emailError()).toBe('Saisissez une adresse e-mail valide.');
    expect(input().getAttribute('aria-describedby')).toBe('account-email-error');
  });

  it('shows a taken e-mail on the e-mail field', async () => {
    const taken = new ApiRequestError(409, 'user_exists', 'An account already exists with this e-mail.');
    renderWithI18n(<EmailForm outcome={() => Promise.reject(taken)} showServerProblems />);
    await typeAndSend('amira@example.tn');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(emailError()).toBe('Un compte existe déjà avec cette adresse e-mail.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s field problems on their fields, translated', async () => {
    const refused = new ApiRequestError(400, 'invalid_fields', 'Some fields are missing or invalid.', {
      email: 'too_long',
    });
    renderWithI18n(<EmailForm outcome={() => Promise.reject(refused)} showServerProblems />);
    await typeAndSend('amira@example.tn');
    expect(emailError()).toBe('Ce texte est trop long.');
  });

  it('says why the call failed when it is not about a field', async () => {
    const offline = new ApiRequestError(0, 'network_error', 'Failed to fetch data');
    renderWithI18n(<EmailForm outcome={() => Promise.reject(offline)} />);
    await typeAndSend('amira@example.tn');
    expect(screen.getByRole('alert').textContent).toBe('Pas de connexion internet : réessayez une fois en ligne.');
  });

  it('speaks the active language', async () => {
    i18n.loadAndActivate({ locale: 'en', messages: english });
    const taken = new ApiRequestError(409, 'user_exists', 'An account already exists with this e-mail.');
    renderWithI18n(<EmailForm outcome={() => Promise.reject(taken)} showServerProblems />);
    await typeAndSend('amira@example.tn');
    expect(emailError()).toBe('An account with this email address already exists.');
  });
});
