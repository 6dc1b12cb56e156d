import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { passwordProblem, type SignUpDraft, signUpProblems } from '../../../domain/accounts.ts';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import {
  FORGOT_PASSWORD_TEXT,
  type PageText,
  RESET_PASSWORD_TEXT,
  SIGN_IN_TEXT,
  SIGN_UP_TEXT,
} from '../../../domain/seo.ts';
import { CoverBanner } from '../../components/cover-banner.tsx';
import { FormFailure } from '../../components/form/form-failure.tsx';
import { apiSend } from '../../lib/api.ts';
import { saveSession } from '../../lib/auth.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { useOnline } from '../../lib/use-online.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import {
  EmailField,
  emailProblem,
  emptyProfile,
  Field,
  NewPasswordFields,
  ProfileFields,
  useAccountFormSubmit,
} from './account-form.tsx';

const today = () => tunisiaDateTime(new Date()).slice(0, 10);

/** Where to go after signing in: a page of this site only (`?redirect=/fr/user`), else the account. */
export function safeRedirect(target: unknown): string | undefined {
  return typeof target === 'string' && /^\/(?!\/)[\w\-/.%~]*$/.test(target) ? target : undefined;
}

function AuthLayout({ text, children }: { text: PageText; children: ReactNode }) {
  const { t } = useLingui();
  const locale = useLocale();
  usePageTitle(text.title[locale]);
  return (
    <>
      <CoverBanner
        title={text.title[locale]}
        crumbs={[{ label: t`Accueil`, to: '/{-$lang}' }, { label: text.title[locale] }]}
      />
      <section className="page-section auth-page">{children}</section>
    </>
  );
}

function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const online = useOnline();
  return (
    <>
      <button type="submit" className="button button-primary" disabled={busy || !online} aria-busy={busy}>
        {children}
      </button>
      {!online && (
        <p className="form-notice">
          <Trans>Cette action demande une connexion internet.</Trans>
        </p>
      )}
    </>
  );
}

export function SignInPage() {
  const { t } = useLingui();
  const { lang } = useParams({ strict: false });
  const search = useSearch({ strict: false }) as { redirect?: unknown; reset?: unknown };
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { submit, busy, errors, failure } = useAccountFormSubmit({
    check: () => ({ email: emailProblem(email), password: password ? undefined : 'required' }),
    send: () =>
      apiSend('POST', '/utilisateur/auth/login', { body: { email, password }, schema: 'sessionResponseSchema' }),
    onSent: async (session) => {
      saveSession(session!.token, session!.user);
      const target = safeRedirect(search.redirect);
      if (target) window.location.assign(target);
      else await navigate({ to: '/{-$lang}/user', params: { lang } });
    },
  });

  return (
    <AuthLayout text={SIGN_IN_TEXT}>
      <form className="auth-form" onSubmit={submit} noValidate>
        {search.reset === 1 || search.reset === '1' ? (
          <p className="form-notice" role="status">
            <Trans>Votre mot de passe a été changé. Connectez-vous avec le nouveau.</Trans>
          </p>
        ) : null}
        {safeRedirect(search.redirect) && search.reset === undefined && (
          <p className="form-notice" role="status">
            <Trans>Votre session a expiré : connectez-vous pour continuer.</Trans>
          </p>
        )}
        <EmailField value={email} onChange={setEmail} error={errors.email} />
        <Field
          name="password"
          label={t`Mot de passe`}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        <FormFailure text={failure} />
        <SubmitButton busy={busy}>
          <Trans>Se connecter</Trans>
        </SubmitButton>
        <p className="auth-links">
          <Link to="/{-$lang}/mot-de-passe-oublie" params={{ lang }}>
            <Trans>Mot de passe oublié ?</Trans>
          </Link>
          <Link to="/{-$lang}/inscription" params={{ lang }}>
            <Trans>Créer un compte</Trans>
          </Link>
        </p>
      </form>
    </AuthLayout>
  );
}

export function SignUpPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { lang } = useParams({ strict: false });
  const navigate = useNavigate();
  const [draft, setDraft] = useState<SignUpDraft>({
    ...emptyProfile(),
    password: '',
    confirmPassword: '',
    acceptTerms: false,
  });
  const set = (key: keyof SignUpDraft, value: string | boolean) => setDraft((d) => ({ ...d, [key]: value }));
  const { submit, busy, errors, failure } = useAccountFormSubmit({
    check: () => signUpProblems(draft, today()),
    send: () =>
      apiSend('POST', '/utilisateur/auth/register', { body: { ...draft, locale }, schema: 'sessionResponseSchema' }),
    onSent: async (session) => {
      saveSession(session!.token, session!.user);
      await navigate({ to: '/{-$lang}/user', params: { lang } });
    },
    showServerProblems: true,
  });

  return (
    <AuthLayout text={SIGN_UP_TEXT}>
      <form className="auth-form auth-form-wide" onSubmit={submit} noValidate>
        <ProfileFields draft={draft} set={set} errors={errors} signUp />
        <NewPasswordFields
          label={t`Mot de passe`}
          hint={<Trans>Au moins 6 caractères, pas un mot de passe courant.</Trans>}
          values={draft}
          set={set}
          errors={errors}
        />
        <div className="field field-check">
          <label>
            <input
              type="checkbox"
              name="acceptTerms"
              checked={draft.acceptTerms}
              aria-invalid={errors.acceptTerms ? true : undefined}
              aria-describedby={errors.acceptTerms ? 'account-acceptTerms-error' : undefined}
              onChange={(e) => set('acceptTerms', e.target.checked)}
            />
            <span>
              <Trans>
                J’accepte les{' '}
                <Link to="/{-$lang}/termes" params={{ lang }} target="_blank">
                  conditions d’utilisation
                </Link>{' '}
                et la{' '}
                <Link to="/{-$lang}/confidentialite" params={{ lang }} target="_blank">
                  politique de confidentialité
                </Link>
                .
              </Trans>
            </span>
          </label>
          {errors.acceptTerms && (
            <span id="account-acceptTerms-error" className="field-error">
              {errors.acceptTerms}
            </span>
          )}
        </div>
        <FormFailure text={failure} />
        <SubmitButton busy={busy}>
          <Trans>Créer mon compte</Trans>
        </SubmitButton>
        <p className="auth-links">
          <Link to="/{-$lang}/connexion" params={{ lang }}>
            <Trans>J’ai déjà un compte</Trans>
          </Link>
        </p>
      </form>
    </AuthLayout>
  );
}

export function ForgotPasswordPage() {
  const locale = useLocale();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const { submit, busy, errors, failure } = useAccountFormSubmit({
    check: () => ({ email: emailProblem(email) }),
    send: () => apiSend('POST', '/utilisateur/auth/forgot-password', { body: { email, locale } }),
    onSent: () => setSent(true),
  });

  return (
    <AuthLayout text={FORGOT_PASSWORD_TEXT}>
      {sent ? (
        <p className="form-notice" role="status">
          <Trans>
            Si un compte utilise cette adresse, un e-mail vient de partir avec un lien pour choisir un nouveau mot de
            passe. Le lien est valable une heure.
          </Trans>
        </p>
      ) : (
        <form className="auth-form" onSubmit={submit} noValidate>
          <p>
            <Trans>Saisissez l’adresse e-mail de votre compte : nous vous enverrons un lien.</Trans>
          </p>
          <EmailField value={email} onChange={setEmail} error={errors.email} />
          <FormFailure text={failure} />
          <SubmitButton busy={busy}>
            <Trans>Envoyer le lien</Trans>
          </SubmitButton>
        </form>
      )}
    </AuthLayout>
  );
}

export function ResetPasswordPage() {
  const { t } = useLingui();
  const { lang, token, email } = useParams({ strict: false }) as { lang?: string; token: string; email: string };
  const navigate = useNavigate();
  const [passwords, setPasswords] = useState({ password: '', confirmPassword: '' });
  const { password, confirmPassword } = passwords;
  const { submit, busy, errors, failure } = useAccountFormSubmit({
    check: () => ({
      password: passwordProblem(password),
      confirmPassword: !confirmPassword ? 'required' : confirmPassword !== password ? 'password_mismatch' : undefined,
    }),
    send: () =>
      apiSend('POST', '/utilisateur/auth/reset-password', { body: { token, email, password, confirmPassword } }),
    onSent: () => navigate({ to: '/{-$lang}/connexion', params: { lang }, search: { reset: 1 } }),
    showServerProblems: true,
  });

  return (
    <AuthLayout text={RESET_PASSWORD_TEXT}>
      <form className="auth-form" onSubmit={submit} noValidate>
        <p>
          <Trans>
            Nouveau mot de passe pour <bdi dir="ltr">{email}</bdi>
          </Trans>
        </p>
        <NewPasswordFields
          label={t`Nouveau mot de passe`}
          values={passwords}
          set={(key, value) => setPasswords((p) => ({ ...p, [key]: value }))}
          errors={errors}
        />
        <FormFailure text={failure}>
          {' '}
          <Link to="/{-$lang}/mot-de-passe-oublie" params={{ lang }}>
            <Trans>Demander un nouveau lien</Trans>
          </Link>
        </FormFailure>
        <SubmitButton busy={busy}>
          <Trans>Changer le mot de passe</Trans>
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
