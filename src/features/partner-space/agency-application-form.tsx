import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AgencyApplicationBody, Application } from '../../../domain/contract/partners.ts';
import { agencyProblems, PARTNER_LIMITS } from '../../../domain/partners.ts';
import { FormFailure } from '../../components/form/form-failure.tsx';
import { LabelledField, problemProps } from '../../components/form/labelled-field.tsx';
import { useFormSubmit } from '../../components/form/use-form-submit.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { apiQuery } from '../../lib/api-query.ts';
import { localized, sortedByName } from '../../lib/localized.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { partnerCall } from './api/partner-api.ts';
import { usePartnerProblemText } from './partner-problems.ts';

const EMPTY_AGENCY: AgencyApplicationBody = {
  kind: 'agency',
  name: '',
  city: '',
  locality: '',
  region: '',
  landline: '',
  fax: '',
  website: '',
};

/** A partner agency's application: the agency fields of spec §3; its governorate follows from its city. */
export function AgencyApplicationForm({
  previous,
  onSent,
}: {
  previous: AgencyApplicationBody | undefined;
  onSent: (application: Application) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const problemText = usePartnerProblemText();
  const [draft, setDraft] = useState<AgencyApplicationBody>(previous ?? EMPTY_AGENCY);
  const set = (key: keyof AgencyApplicationBody, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const cities = useQuery(apiQuery('/utilisateur/city', 'citiesResponseSchema'));
  const states = useQuery(apiQuery('/utilisateur/states', 'statesResponseSchema'));
  const citySlugs = new Set(cities.data?.cities.map((c) => c.slug));
  const city = cities.data?.cities.find((c) => c.slug === draft.city);
  const state = city && states.data?.states.find((s) => s.id === city.state_id);

  const { submit, busy, problems, failure } = useFormSubmit({
    check: () => agencyProblems(draft, { isCity: (slug) => !cities.data || citySlugs.has(slug) }),
    send: () =>
      partnerCall('application', 'POST', `/utilisateur/partners/applications?lang=${locale}`, { body: draft }),
    onSent,
    describeFailure: (error) =>
      error instanceof ApiRequestError && error.code === 'network_error'
        ? t`Pas de connexion internet : votre candidature est gardée sur cette page, envoyez-la une fois en ligne.`
        : t`Un problème technique est survenu. Réessayez plus tard.`,
    fieldProblemsOf: (error) => (error.code === 'invalid_fields' ? error.fields : undefined),
  });
  const text = (
    field: Exclude<keyof AgencyApplicationBody, 'kind' | 'city'>,
    label: string,
    options: { type?: string; autoComplete?: string; maxLength: number; optional?: boolean },
  ) => {
    const problem = problemText(problems[field]);
    const id = `agency-${field}-error`;
    return (
      <LabelledField label={options.optional ? t`${label} (facultatif)` : label} problem={problem} problemId={id}>
        <input
          name={field}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete ?? 'off'}
          maxLength={options.maxLength}
          value={draft[field]}
          onChange={(e) => set(field, e.target.value)}
          {...problemProps(problem, id)}
        />
      </LabelledField>
    );
  };
  const cityProblem = problemText(problems.city);

  return (
    <form className="auth-form auth-form-wide partner-form" onSubmit={submit} noValidate>
      {text('name', t`Nom de l’agence`, { autoComplete: 'organization', maxLength: PARTNER_LIMITS.agencyName })}
      <LabelledField label={t`Ville`} problem={cityProblem} problemId="agency-city-error">
        <select
          name="city"
          className="select"
          value={draft.city}
          onChange={(e) => set('city', e.target.value)}
          {...problemProps(cityProblem, 'agency-city-error')}
        >
          <option value="">{t`Choisir une ville`}</option>
          {sortedByName(cities.data?.cities ?? [], locale).map((c) => (
            <option key={c.slug} value={c.slug}>
              {localized(c, 'name', locale)}
            </option>
          ))}
        </select>
        {state && (
          <span className="field-hint">
            <Trans>Gouvernorat : {localized(state, 'name', locale)}</Trans>
          </span>
        )}
      </LabelledField>
      {text('locality', t`Localité`, { maxLength: PARTNER_LIMITS.locality })}
      {text('region', t`Région`, { maxLength: PARTNER_LIMITS.region, optional: true })}
      {text('landline', t`Téléphone fixe`, { type: 'tel', autoComplete: 'tel', maxLength: PARTNER_LIMITS.phone })}
      {text('fax', t`Fax`, { type: 'tel', maxLength: PARTNER_LIMITS.phone, optional: true })}
      {text('website', t`Site web`, {
        type: 'url',
        autoComplete: 'url',
        maxLength: PARTNER_LIMITS.website,
        optional: true,
      })}
      <FormFailure text={failure} />
      <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
        {busy ? <Trans>Envoi…</Trans> : <Trans>Envoyer la candidature de l’agence</Trans>}
      </button>
    </form>
  );
}
