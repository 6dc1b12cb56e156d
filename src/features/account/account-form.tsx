import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import {
  ACCOUNT_LIMITS,
  type AccountProblem,
  PASSWORD_MIN_LENGTH,
  type ProfileDraft,
  SIGN_UP_FIELDS,
} from '../../../domain/accounts.ts';
import { isValidEmail } from '../../../domain/contact.ts';
import { type FieldProblems, type FormSubmitOptions, useFormSubmit } from '../../components/form/use-form-submit.ts';
import { ApiRequestError } from '../../lib/api.ts';

/** Every problem a field of the account forms can have, in the page's language. */
export function useProblemText() {
  const { t } = useLingui();
  return (problem: string | undefined): string | undefined => {
    switch (problem as AccountProblem | 'user_exists' | undefined) {
      case undefined:
        return undefined;
      case 'required':
        return t`Ce champ est obligatoire.`;
      case 'too_long':
        return t`Ce texte est trop long.`;
      case 'invalid_email':
        return t`Saisissez une adresse e-mail valide.`;
      case 'invalid_phone':
        return t`Saisissez un numéro de téléphone valide (8 à 15 chiffres).`;
      case 'invalid_date':
        return t`Saisissez une date valide.`;
      case 'too_young':
        return t`Vous devez avoir au moins 18 ans.`;
      case 'password_too_short':
        return t`Au moins ${PASSWORD_MIN_LENGTH} caractères.`;
      case 'password_too_common':
        return t`Ce mot de passe est trop courant : choisissez-en un autre.`;
      case 'password_mismatch':
        return t`Les mots de passe ne correspondent pas.`;
      case 'terms_not_accepted':
        return t`Acceptez les conditions d’utilisation et la politique de confidentialité.`;
      case 'user_exists':
        return t`Un compte existe déjà avec cette adresse e-mail.`;
      case 'wrong_password':
        return t`Ce n’est pas votre mot de passe actuel.`;
      default:
        return t`Valeur non valable.`;
    }
  };
}

/** What a failed call means for the traveller, when it is not about one field. */
export function useCallErrorText() {
  const { t } = useLingui();
  return (error: unknown): string => {
    if (!(error instanceof ApiRequestError)) return t`Un problème technique est survenu. Réessayez plus tard.`;
    switch (error.code) {
      case 'network_error':
        return t`Pas de connexion internet : réessayez une fois en ligne.`;
      case 'too_many_requests': {
        const minutes = Math.max(1, Math.ceil(error.retryAfter / 60));
        return t`Trop de tentatives. Réessayez dans ${minutes} min.`;
      }
      case 'invalid_credentials':
        return t`Adresse e-mail ou mot de passe incorrect.`;
      case 'invalid_reset_token':
        return t`Ce lien n’est plus valable (déjà utilisé ou expiré). Demandez-en un nouveau.`;
      case 'mail_failed':
        return t`Erreur lors du transfert du message, réessayez plus tard.`;
      case 'invalid_fields':
        return t`Corrigez les champs signalés.`;
      default:
        return t`Un problème technique est survenu. Réessayez plus tard.`;
    }
  };
}

/** The problem of an e-mail typed to sign in or to receive a link, if any. */
export const emailProblem = (email: string): AccountProblem | undefined =>
  !email.trim() ? 'required' : isValidEmail(email) ? undefined : 'invalid_email';

/** A refusal about fields: the e-mail already taken, or the problems the server names per field. */
function serverFieldProblems(error: ApiRequestError): FieldProblems | undefined {
  if (error.code === 'user_exists') return { email: 'user_exists' };
  return Object.keys(error.fields).length > 0 ? error.fields : undefined;
}

/**
 * An account form's submission (useFormSubmit) in the page's language: `errors` holds each field's
 * problem as text, `failure` what went wrong otherwise. With `showServerProblems`, the server's
 * field problems are shown on the fields too.
 */
export function useAccountFormSubmit<Result>({
  showServerProblems,
  ...options
}: Pick<FormSubmitOptions<Result>, 'check' | 'send' | 'onSent'> & {
  showServerProblems?: boolean;
}) {
  const problemText = useProblemText();
  const callError = useCallErrorText();
  const form = useFormSubmit({
    ...options,
    describeFailure: callError,
    fieldProblemsOf: showServerProblems ? serverFieldProblems : undefined,
  });
  const errors: Record<string, string | undefined> = Object.fromEntries(
    Object.entries(form.problems).map(([key, problem]) => [key, problemText(problem)]),
  );
  return { ...form, errors };
}

interface FieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  type?: 'text' | 'email' | 'password' | 'date' | 'tel';
  autoComplete?: string;
  maxLength?: number;
  hint?: ReactNode;
}

/** A labelled input whose error is announced and tied to it (aria-describedby). */
export function Field({
  name,
  label,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  maxLength,
  hint,
}: FieldProps) {
  const id = `account-${name}`;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        maxLength={maxLength}
        dir={type === 'email' || type === 'tel' ? 'ltr' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint && !error && <span className="field-hint">{hint}</span>}
      {error && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}

/** The e-mail of an account, to sign in with or to receive a link at. */
export function EmailField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useLingui();
  return (
    <Field
      name="email"
      label={t`Adresse e-mail`}
      type="email"
      autoComplete="email"
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}

/** A new password and its confirmation (sign-up, reset). */
export function NewPasswordFields({
  label,
  hint,
  values,
  set,
  errors,
}: {
  label: string;
  hint?: ReactNode;
  values: { password: string; confirmPassword: string };
  set: (key: 'password' | 'confirmPassword', value: string) => void;
  errors: Record<string, string | undefined>;
}) {
  const { t } = useLingui();
  return (
    <>
      <Field
        name="password"
        label={label}
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(v) => set('password', v)}
        error={errors.password}
        hint={hint}
      />
      <Field
        name="confirmPassword"
        label={t`Confirmer le mot de passe`}
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(v) => set('confirmPassword', v)}
        error={errors.confirmPassword}
      />
    </>
  );
}

export const emptyProfile = (): ProfileDraft => ({
  title: '',
  firstName: '',
  lastName: '',
  email: '',
  birthDate: '',
  city: '',
  phone: '',
  zipCode: '',
  country: '',
  address: '',
  idNumber: '',
});

/**
 * The profile's fields: sign-up asks for those spec §5 requires; the profile edit adds the
 * optional ones (title, postal address, identity document), said to be optional.
 */
export function ProfileFields({
  draft,
  set,
  errors,
  signUp = false,
}: {
  draft: ProfileDraft;
  set: (key: keyof ProfileDraft, value: string) => void;
  errors: Partial<Record<keyof ProfileDraft, string | undefined>>;
  signUp?: boolean;
}) {
  const { t } = useLingui();
  const field = (
    key: keyof ProfileDraft & keyof typeof ACCOUNT_LIMITS,
    label: string,
    type: FieldProps['type'],
    autoComplete: string,
  ) => (
    <Field
      name={key}
      label={(SIGN_UP_FIELDS as readonly string[]).includes(key) ? label : t`${label} (facultatif)`}
      type={type}
      value={draft[key]}
      onChange={(v) => set(key, v)}
      error={errors[key]}
      autoComplete={autoComplete}
      maxLength={ACCOUNT_LIMITS[key]}
    />
  );
  const required = (
    <>
      {field('firstName', t`Prénom`, 'text', 'given-name')}
      {field('lastName', t`Nom`, 'text', 'family-name')}
      {field('email', t`Adresse e-mail`, 'email', 'email')}
      <Field
        name="birthDate"
        label={t`Date de naissance`}
        type="date"
        value={draft.birthDate}
        onChange={(v) => set('birthDate', v)}
        error={errors.birthDate}
        autoComplete="bday"
        hint={signUp ? t`Il faut avoir 18 ans pour créer un compte.` : undefined}
      />
      {field('phone', t`Téléphone`, 'tel', 'tel')}
      {field('city', t`Ville`, 'text', 'address-level2')}
    </>
  );
  if (signUp) return required;
  return (
    <>
      <fieldset className="field trip-type">
        <legend className="field-label">{t`Civilité (facultatif)`}</legend>
        {(['mr', 'mrs'] as const).map((title) => (
          <label key={title}>
            <input
              type="radio"
              name="title"
              value={title}
              checked={draft.title === title}
              aria-invalid={errors.title ? true : undefined}
              onChange={() => set('title', title)}
            />
            {title === 'mr' ? t`M.` : t`Mme`}
          </label>
        ))}
        {errors.title && <span className="field-error">{errors.title}</span>}
      </fieldset>
      {required}
      {field('address', t`Adresse`, 'text', 'street-address')}
      {field('zipCode', t`Code postal`, 'text', 'postal-code')}
      {field('country', t`Pays`, 'text', 'country-name')}
      {field('idNumber', t`Numéro de carte d’identité ou de passeport`, 'text', 'off')}
    </>
  );
}
