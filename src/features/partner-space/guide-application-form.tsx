import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, type ReactNode, useState } from 'react';
import type { Application, GuideApplicationBody } from '../../../domain/contract/partners.ts';
import { LOCALES, type Locale, NATIVE_NAME } from '../../../domain/locales.ts';
import { GUIDE_LANGUAGES, guideProblems, PARTNER_LIMITS, PHOTO_MAX_BYTES } from '../../../domain/partners.ts';
import { FormFailure } from '../../components/form/form-failure.tsx';
import { LabelledField, problemProps } from '../../components/form/labelled-field.tsx';
import { useFormSubmit } from '../../components/form/use-form-submit.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { apiQuery } from '../../lib/api-query.ts';
import { localized, sortedByName } from '../../lib/localized.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { partnerCall } from './api/partner-api.ts';
import { usePartnerProblemText } from './partner-problems.ts';
import { portraitOf } from './portrait.ts';

const EMPTY_GUIDE: GuideApplicationBody = {
  kind: 'guide',
  licence: '',
  yearsExperience: 0,
  languages: [],
  regions: [],
  city: '',
  presentation: {},
  photo: '',
  phone: '',
};

/**
 * A tour guide's application (certified-guide profile): portrait from the phone, licence or card
 * number, languages, regions, home city and a presentation in the languages the guide chooses.
 */
export function GuideApplicationForm({
  previous,
  onSent,
}: {
  previous: GuideApplicationBody | undefined;
  onSent: (application: Application) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const problemText = usePartnerProblemText();
  const [draft, setDraft] = useState<GuideApplicationBody>(previous ?? EMPTY_GUIDE);
  const set = <K extends keyof GuideApplicationBody>(key: K, value: GuideApplicationBody[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const states = useQuery(apiQuery('/utilisateur/states', 'statesResponseSchema'));
  const cities = useQuery(apiQuery('/utilisateur/city', 'citiesResponseSchema'));
  const stateSlugs = new Set(states.data?.states.map((s) => s.slug));
  const citySlugs = new Set(cities.data?.cities.map((c) => c.slug));
  const languageName = new Intl.DisplayNames([locale], { type: 'language' });

  const { submit, busy, problems, failure } = useFormSubmit({
    check: () =>
      guideProblems(draft, {
        // Until the lists have loaded, the server judges the places.
        isCity: (slug) => !cities.data || citySlugs.has(slug),
        isRegion: (slug) => !states.data || stateSlugs.has(slug),
      }),
    send: () =>
      partnerCall('application', 'POST', `/utilisateur/partners/applications?lang=${locale}`, { body: draft }),
    onSent,
    describeFailure: (error) =>
      error instanceof ApiRequestError && error.code === 'network_error'
        ? t`Pas de connexion internet : votre candidature est gardée sur cette page, envoyez-la une fois en ligne.`
        : t`Un problème technique est survenu. Réessayez plus tard.`,
    fieldProblemsOf: (error) => (error.code === 'invalid_fields' ? error.fields : undefined),
  });
  const error = (field: keyof GuideApplicationBody) => problemText(problems[field]);
  const otherLocales = LOCALES.filter((l) => l !== locale);

  return (
    <form className="auth-form auth-form-wide partner-form" onSubmit={submit} noValidate>
      <PhotoField
        photo={draft.photo}
        onPhoto={(photo) => set('photo', photo)}
        problem={problems.photo ? problemText('invalid_photo') : undefined}
      />
      <LabelledField
        label={t`Numéro de licence ou de carte de guide`}
        problem={error('licence')}
        problemId="guide-licence-error"
      >
        <input
          name="licence"
          value={draft.licence}
          maxLength={PARTNER_LIMITS.licence}
          autoComplete="off"
          onChange={(e) => set('licence', e.target.value)}
          {...problemProps(error('licence'), 'guide-licence-error')}
        />
      </LabelledField>
      <LabelledField label={t`Années d’expérience`} problem={error('yearsExperience')} problemId="guide-years-error">
        <input
          name="yearsExperience"
          type="number"
          inputMode="numeric"
          min={0}
          max={PARTNER_LIMITS.yearsExperience}
          value={draft.yearsExperience}
          onChange={(e) => set('yearsExperience', e.target.value === '' ? 0 : Number(e.target.value))}
          {...problemProps(error('yearsExperience'), 'guide-years-error')}
        />
      </LabelledField>
      <LabelledField label={t`Téléphone`} problem={error('phone')} problemId="guide-phone-error">
        <input
          name="phone"
          type="tel"
          autoComplete="tel"
          value={draft.phone}
          onChange={(e) => set('phone', e.target.value)}
          {...problemProps(error('phone'), 'guide-phone-error')}
        />
      </LabelledField>
      <LabelledField label={t`Ville où vous êtes basé`} problem={error('city')} problemId="guide-city-error">
        <select
          name="city"
          className="select"
          value={draft.city}
          onChange={(e) => set('city', e.target.value)}
          {...problemProps(error('city'), 'guide-city-error')}
        >
          <option value="">{t`Choisir une ville`}</option>
          {sortedByName(cities.data?.cities ?? [], locale).map((c) => (
            <option key={c.slug} value={c.slug}>
              {localized(c, 'name', locale)}
            </option>
          ))}
        </select>
      </LabelledField>
      <ChoiceGrid
        id="guide-languages"
        legend={<Trans>Langues dans lesquelles vous guidez</Trans>}
        options={GUIDE_LANGUAGES.map((l) => ({ value: l, label: languageName.of(l) ?? l }))}
        chosen={draft.languages}
        onChange={(languages) => set('languages', languages)}
        problem={error('languages')}
      />
      <ChoiceGrid
        id="guide-regions"
        legend={<Trans>Régions où vous guidez</Trans>}
        options={sortedByName(states.data?.states ?? [], locale).map((s) => ({
          value: s.slug,
          label: localized(s, 'name', locale),
        }))}
        chosen={draft.regions}
        onChange={(regions) => set('regions', regions)}
        problem={error('regions')}
      />
      <div className="partner-presentation">
        <PresentationField
          locale={locale}
          value={draft.presentation[locale] ?? ''}
          onChange={(text) => set('presentation', { ...draft.presentation, [locale]: text })}
          problem={error('presentation')}
        />
        <details open={otherLocales.some((l) => draft.presentation[l])}>
          <summary>
            <Trans>Écrire aussi votre présentation dans d’autres langues</Trans>
          </summary>
          {otherLocales.map((l) => (
            <PresentationField
              key={l}
              locale={l}
              value={draft.presentation[l] ?? ''}
              onChange={(text) => set('presentation', { ...draft.presentation, [l]: text })}
            />
          ))}
        </details>
      </div>
      <FormFailure text={failure} />
      <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
        {busy ? <Trans>Envoi…</Trans> : <Trans>Envoyer ma candidature</Trans>}
      </button>
    </form>
  );
}

/** Checkboxes for choosing several of a list (languages, regions), with the list's problem. */
function ChoiceGrid({
  id,
  legend,
  options,
  chosen,
  onChange,
  problem,
}: {
  id: string;
  legend: ReactNode;
  options: { value: string; label: string }[];
  chosen: string[];
  onChange: (chosen: string[]) => void;
  problem: string | undefined;
}) {
  const toggle = (value: string, on: boolean) =>
    onChange(on ? [...chosen.filter((v) => v !== value), value] : chosen.filter((v) => v !== value));
  return (
    <fieldset className="choice-grid" {...problemProps(problem, `${id}-error`)}>
      <legend className="field-label">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="choice">
          <input
            type="checkbox"
            checked={chosen.includes(option.value)}
            onChange={(e) => toggle(option.value, e.target.checked)}
          />
          <span>{option.label}</span>
        </label>
      ))}
      {problem && (
        <span id={`${id}-error`} className="field-error">
          {problem}
        </span>
      )}
    </fieldset>
  );
}

function PresentationField({
  locale,
  value,
  onChange,
  problem,
}: {
  locale: Locale;
  value: string;
  onChange: (text: string) => void;
  problem?: string | undefined;
}) {
  const id = `guide-presentation-${locale}`;
  return (
    <LabelledField
      label={
        <Trans>
          Présentation en <span lang={locale}>{NATIVE_NAME[locale]}</span>
        </Trans>
      }
      problem={problem}
      problemId={`${id}-error`}
    >
      <textarea
        name={id}
        lang={locale}
        dir="auto"
        rows={4}
        maxLength={PARTNER_LIMITS.presentation}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...problemProps(problem, `${id}-error`)}
      />
    </LabelledField>
  );
}

/** The portrait: chosen from the phone's photos or camera, sent at once, shown as the cards will. */
function PhotoField({
  photo,
  onPhoto,
  problem,
}: {
  photo: string;
  onPhoto: (photo: string) => void;
  problem: string | undefined;
}) {
  const { t } = useLingui();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFailure(null);
    if (file.size > PHOTO_MAX_BYTES) {
      setFailure(t`Cette photo est trop lourde (12 Mo au plus).`);
      return;
    }
    setSending(true);
    try {
      onPhoto(await partnerCall('photo', 'POST', '/utilisateur/partners/photos', { file }));
    } catch (error) {
      const code = error instanceof ApiRequestError ? error.code : '';
      setFailure(
        code === 'not_an_image'
          ? t`Ce fichier n’est pas une photo (JPEG, PNG, WebP, HEIC ou AVIF).`
          : code === 'network_error'
            ? t`La photo n’a pas pu être envoyée : vérifiez la connexion et réessayez.`
            : t`La photo n’a pas pu être envoyée. Réessayez.`,
      );
    } finally {
      setSending(false);
    }
  };
  const shown = failure ?? problem;
  return (
    <div className="field partner-photo">
      <span className="field-label" id="guide-photo-label">
        <Trans>Votre photo</Trans>
      </span>
      <div className="partner-photo-row">
        {photo ? (
          <img
            src={portraitOf(photo)}
            alt={t`Votre photo, telle que les voyageurs la verront`}
            width={106}
            height={128}
          />
        ) : (
          <span className="partner-photo-empty" aria-hidden="true" />
        )}
        <label className="button">
          <input
            type="file"
            accept="image/*"
            className="visually-hidden"
            aria-labelledby="guide-photo-label"
            onChange={(e) => void choose(e)}
            {...problemProps(shown ?? undefined, 'guide-photo-error')}
          />
          {sending ? (
            <Trans>Envoi de la photo…</Trans>
          ) : photo ? (
            <Trans>Changer de photo</Trans>
          ) : (
            <Trans>Choisir une photo</Trans>
          )}
        </label>
      </div>
      <span className="field-hint">
        <Trans>Un portrait net de vous. Les données de l’appareil et le lieu de la prise de vue sont retirés.</Trans>
      </span>
      {shown && (
        <span id="guide-photo-error" className="field-error" role={failure ? 'alert' : undefined}>
          {shown}
        </span>
      )}
    </div>
  );
}
