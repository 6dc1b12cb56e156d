import { useNavigate, useParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ApiRequestError } from '../../lib/api.ts';
import { clearSession } from '../../lib/auth.ts';

export const isSessionLost = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

/**
 * A session the server no longer knows (expired, revoked elsewhere) ends here: the token is
 * dropped and the traveller signs in again, then comes back to this page.
 */
export function useSessionLost(error: unknown) {
  const navigate = useNavigate();
  const { lang } = useParams({ strict: false });
  useEffect(() => {
    if (!isSessionLost(error)) return;
    // Read once, not from the router's location: that changes as soon as the redirect starts and
    // would redirect again, remembering the sign-in page itself, over and over.
    if (window.location.pathname.includes('/connexion')) return;
    const here = window.location.pathname + window.location.search;
    clearSession();
    void navigate({ to: '/{-$lang}/connexion', params: { lang }, search: { redirect: here }, replace: true });
  }, [error, navigate, lang]);
}
