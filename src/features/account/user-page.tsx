import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import {
  ACCOUNT_LIMITS,
  credentialChangeProblems,
  type ProfileDraft,
  profileProblems,
} from '../../../domain/accounts.ts';
import type { User } from '../../../domain/contract/accounts.ts';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import { ACCOUNT_KEY } from '../../../domain/query-keys.ts';
import { USER_TEXT } from '../../../domain/seo.ts';
import { FormFailure } from '../../components/form/form-failure.tsx';
import { BlockSkeleton } from '../../components/skeleton.tsx';
import { PROFILE_KEY, profileQuery } from '../../lib/account-queries.ts';
import { ApiRequestError, apiSend } from '../../lib/api.ts';
import { clearSession, saveSession, storedToken, useSessionUser } from '../../lib/auth.ts';
import { formatDate } from '../../lib/format.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { useOnline } from '../../lib/use-online.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Field, ProfileFields, useAccountFormSubmit } from './account-form.tsx';

const today = () => tunisiaDateTime(new Date()).slice(0, 10);

/**
 * A session the server no longer knows (expired, revoked elsewhere) ends here: the token is
 * dropped and the traveller signs in again, then comes back to this page.
 */
function useSessionLost(error: unknown) {
  const navigate = useNavigate();
  const { lang } = useParams({ strict: false });
  useEffect(() => {
    // Without a token the traveller has just signed out: the page is already on its way home.
    if (!(error instanceof ApiRequestError && error.status === 401) || !storedToken()) return;
    // Read once, not from the router's location: that changes as soon as the redirect starts and
    // would redirect again, remembering the sign-in page itself, over and over.
    if (window.location.pathname.includes('/connexion')) return;
    const here = window.location.pathname + window.location.search;
    clearSession();
    void navigate({ to: '/{-$lang}/connexion', params: { lang }, search: { redirect: here }, replace: true });
  }, [error, navigate, lang]);
}
/**
 * Loaded when a signed-in traveller's page renders: a visitor sent home by the guard, which still
 * fetches this route's code, does not download the reservations and the wallet with it.
 */
const MyReservations = lazy(() => import('./my-reservations.tsx').then((m) => ({ default: m.MyReservations })));

export function UserPage() {
  const locale = useLocale();
  const { lang } = useParams({ strict: false });
  const navigate = useNavigate();
  const online = useOnline();
  const queryClient = useQueryClient();
  usePageTitle(USER_TEXT.title[locale]);
  const token = storedToken() ?? '';
  const session = useSessionUser();
  // Signing out removes these queries while the page is still on screen: nothing is asked again.
  const profile = useQuery({ ...profileQuery(token), enabled: token !== '' });
  useSessionLost(profile.error);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<Saved>(null);

  const signOut = async () => {
    try {
      await apiSend('POST', '/utilisateur/auth/logout', { token });
    } catch {
      // Offline or already revoked: the token is forgotten here all the same.
    }
    clearSession();
    queryClient.removeQueries({ queryKey: [ACCOUNT_KEY] });
    await navigate({ to: '/{-$lang}', params: { lang } });
  };

  const user = profile.data?.user;
  return (
    <section className="page-section account">
      <div className="account-head">
        <h1>{USER_TEXT.title[locale]}</h1>
        <button type="button" className="button" onClick={() => void signOut()}>
          <Trans>Se déconnecter</Trans>
        </button>
      </div>
      {profile.isPending && <BlockSkeleton height={160} />}
      {profile.isError && !(profile.error instanceof ApiRequestError && profile.error.status === 401) && (
        <p className="field-error" role="alert">
          {online ? (
            <Trans>Votre profil n’a pas pu être chargé. Réessayez plus tard.</Trans>
          ) : (
            <Trans>Vous êtes hors ligne : votre profil s’affichera une fois la connexion revenue.</Trans>
          )}
        </p>
      )}
      {user &&
        (editing ? (
          <ProfileEditor
            user={user}
            token={token}
            onDone={(updated, passwordChanged) => {
              if (updated) {
                queryClient.setQueryData(PROFILE_KEY, { user: updated });
                saveSession(token, updated);
              }
              setSaved(updated ? (passwordChanged ? 'password' : 'profile') : null);
              setEditing(false);
            }}
          />
        ) : (
          <ProfileCard
            user={user}
            saved={saved}
            onEdit={() => {
              setSaved(null);
              setEditing(true);
            }}
          />
        ))}
      <Suspense fallback={<BlockSkeleton height={160} />}>
        <MyReservations token={token} owner={session?.email ?? ''} />
      </Suspense>
      <p className="auth-links">
        <Link to="/{-$lang}/panier" params={{ lang }}>
          <Trans>Mon panier</Trans>
        </Link>
        <Link to="/{-$lang}/confirmation" params={{ lang }}>
          <Trans>Où en est une réservation ?</Trans>
        </Link>
      </p>
    </section>
  );
}

/** An identity number as a profile shows it: only its last characters, the rest hidden. */
function MaskedNumber({ value }: { value: string }) {
  const { t } = useLingui();
  const end = value.length > 4 ? value.slice(-3) : '';
  return (
    <bdi>
      <span aria-hidden="true">
        {'•'.repeat(Math.max(4, value.length - end.length))}
        {end}
      </span>
      <span className="visually-hidden">{end ? t`Masqué, se termine par ${end}` : t`Masqué`}</span>
    </bdi>
  );
}

function ProfileCard({ user, onEdit, saved }: { user: User; onEdit: () => void; saved: Saved }) {
  const { t } = useLingui();
  const locale = useLocale();
  const missing = (
    <span key="m" className="card-meta">
      {t`Non renseigné`}
    </span>
  );
  const title = user.title === 'mr' ? t`M.` : user.title === 'mrs' ? t`Mme` : '';
  const address = [user.address, `${user.zipCode} ${user.city}`.trim(), user.country].filter(Boolean).join(', ');
  const rows: [string, ReactNode][] = [
    [t`Nom complet`, [title, user.firstName, user.lastName].filter(Boolean).join(' ')],
    [t`Adresse e-mail`, <bdi key="e">{user.email}</bdi>],
    [t`Téléphone`, <bdi key="p">{user.phone}</bdi>],
    [t`Date de naissance`, formatDate(user.birthDate, locale)],
    [t`Adresse`, user.address || user.zipCode || user.country ? address : user.city],
    [
      t`Numéro de carte d’identité ou de passeport`,
      user.idNumber ? <MaskedNumber key="i" value={user.idNumber} /> : missing,
    ],
  ];
  return (
    <div className="profile-card">
      <h2>
        <Trans>Mon profil</Trans>
      </h2>
      {saved && (
        <p className="form-notice" role="status">
          {saved === 'password' ? (
            <Trans>Profil enregistré. Votre mot de passe est changé : vos autres sessions sont fermées.</Trans>
          ) : (
            <Trans>Profil enregistré.</Trans>
          )}
        </p>
      )}
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="button button-primary" onClick={onEdit}>
        <Trans>Modifier mon profil</Trans>
      </button>
    </div>
  );
}

/** What the last save of the profile changed, said once it is back on screen. */
type Saved = 'profile' | 'password' | null;

function ProfileEditor({
  user,
  token,
  onDone,
}: {
  user: User;
  token: string;
  onDone: (updated?: User, passwordChanged?: boolean) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const online = useOnline();
  const [draft, setDraft] = useState<ProfileDraft>({
    title: user.title,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    birthDate: user.birthDate,
    city: user.city,
    phone: user.phone,
    zipCode: user.zipCode,
    country: user.country,
    address: user.address,
    idNumber: user.idNumber,
  });
  // A new e-mail or password asks for the current one (a stolen session is not enough).
  const [newPassword, setNewPassword] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const { submit, busy, errors, failure } = useAccountFormSubmit({
    check: () => ({
      ...profileProblems(draft, today()),
      ...credentialChangeProblems({ email: draft.email, currentEmail: user.email, newPassword, currentPassword }),
    }),
    send: () =>
      apiSend('PUT', '/utilisateur/dashbord/user/profil', {
        token,
        body: {
          ...draft,
          locale,
          ...(newPassword ? { newPassword } : {}),
          ...(currentPassword ? { currentPassword } : {}),
        },
        schema: 'profileResponseSchema',
      }),
    onSent: (saved) => onDone(saved!.user, newPassword !== ''),
    showServerProblems: true,
  });

  return (
    <form
      className="auth-form auth-form-wide profile-card"
      onSubmit={submit}
      noValidate
      aria-label={t`Modifier mon profil`}
    >
      <ProfileFields draft={draft} set={(key, value) => setDraft((d) => ({ ...d, [key]: value }))} errors={errors} />
      <Field
        name="newPassword"
        label={t`Nouveau mot de passe`}
        type="password"
        value={newPassword}
        onChange={setNewPassword}
        error={errors.newPassword}
        autoComplete="new-password"
        maxLength={ACCOUNT_LIMITS.password}
        hint={t`Laissez vide pour garder votre mot de passe.`}
      />
      <Field
        name="currentPassword"
        label={t`Mot de passe actuel`}
        type="password"
        value={currentPassword}
        onChange={setCurrentPassword}
        error={errors.currentPassword}
        autoComplete="current-password"
        maxLength={ACCOUNT_LIMITS.password}
        hint={t`Nécessaire pour changer d’adresse e-mail ou de mot de passe.`}
      />
      <FormFailure text={failure} />
      <p className="outcome-actions">
        <button type="submit" className="button button-primary" disabled={busy || !online} aria-busy={busy}>
          <Trans>Enregistrer</Trans>
        </button>
        <button type="button" className="button" onClick={() => onDone()}>
          <Trans>Annuler</Trans>
        </button>
      </p>
    </form>
  );
}
