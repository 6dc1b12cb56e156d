import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useState } from 'react';
import { CONTACT_LIMITS, type ContactDraft, type ContactProblem, contactProblems } from '../../../domain/contact.ts';
import { CONTACT_TEXT } from '../../../domain/seo.ts';
import { CoverBanner } from '../../components/cover-banner.tsx';
import { ApiRequestError, apiSend } from '../../lib/api.ts';
import { storedToken } from '../../lib/auth.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { useOnline } from '../../lib/use-online.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** The draft is kept on the device, so nothing typed is lost before it can be sent. */
const DRAFT_KEY = 'rihla.contact-draft';

function readDraft(): ContactDraft {
  try {
    return { subject: '', message: '', name: '', email: '', ...JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}') };
  } catch {
    return { subject: '', message: '', name: '', email: '' };
  }
}

/**
 * Contact (spec §2, §5): subject and message, plus name and e-mail for visitors, checked field by
 * field, then sent to the operator. The draft stays on the device until the server has it.
 */
export function ContactPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const online = useOnline();
  usePageTitle(CONTACT_TEXT.title[locale]);
  const visitor = storedToken() === null;
  const [draft, setDraft] = useState<ContactDraft>(readDraft);
  const [problems, setProblems] = useState<ReturnType<typeof contactProblems>>({});
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    try {
      localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    } catch {
      // storage full or blocked: the form still works, the draft is just not kept
    }
  }, [draft]);

  const text = (problem: ContactProblem | undefined) =>
    problem === 'required'
      ? t`Ce champ est obligatoire.`
      : problem === 'too_long'
        ? t`Ce texte est trop long.`
        : problem === 'invalid_email'
          ? t`Saisissez une adresse e-mail valide, par exemple nom@exemple.tn.`
          : undefined;
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = contactProblems(draft, visitor);
    setProblems(found);
    if (Object.keys(found).length > 0) return setNotice(null);
    if (!online) return setNotice(t`Vous êtes hors ligne : votre message est gardé sur cet appareil.`);
    setBusy(true);
    try {
      await apiSend('POST', '/utilisateur/contact', {
        token: storedToken(),
        body: { ...draft, ...(visitor ? {} : { name: undefined, email: undefined }), locale },
      });
      setDraft({ subject: '', message: '', name: draft.name, email: draft.email });
      setNotice(t`Merci ! Votre message a été envoyé à l’équipe Rihla.`);
    } catch (error) {
      if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0)
        setProblems(error.fields as ReturnType<typeof contactProblems>);
      // Spec §8's words; the draft stays on the device.
      setNotice(
        error instanceof ApiRequestError && error.code === 'too_many_requests'
          ? t`Trop de messages envoyés. Réessayez plus tard ; votre message est gardé sur cet appareil.`
          : t`Erreur lors du transfert du message, réessayez plus tard. Votre message est gardé sur cet appareil.`,
      );
    } finally {
      setBusy(false);
    }
  };
  const field = (key: keyof ContactDraft, label: string, multiline = false) => {
    const error = text(problems[key]);
    const common = {
      id: `contact-${key}`,
      name: key,
      value: draft[key] ?? '',
      maxLength: CONTACT_LIMITS[key],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `contact-${key}-error` : undefined,
      onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value })),
    };
    return (
      <div className="field">
        <label className="field-label" htmlFor={`contact-${key}`}>
          {label}
        </label>
        {multiline ? (
          <textarea rows={6} {...common} />
        ) : (
          <input type={key === 'email' ? 'email' : 'text'} {...common} />
        )}
        {error && (
          <span id={`contact-${key}-error`} className="field-error">
            {error}
          </span>
        )}
      </div>
    );
  };

  return (
    <>
      <CoverBanner title={t`Nous contacter`} crumbs={[{ label: t`Accueil`, to: '/{-$lang}' }, { label: t`Contact` }]} />
      <section className="page-section contact">
        <form className="contact-form" onSubmit={submit} noValidate>
          {visitor && field('name', t`Votre nom`)}
          {visitor && field('email', t`Votre adresse e-mail`)}
          {field('subject', t`Sujet`)}
          {field('message', t`Message`, true)}
          {notice && (
            <p className="form-notice" role="status">
              {notice}
            </p>
          )}
          <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
            <Trans>Envoyer</Trans>
          </button>
        </form>
      </section>
    </>
  );
}
