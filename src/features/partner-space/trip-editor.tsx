import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import type { OwnTrip } from '../../../domain/contract/partners.ts';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import { LOCALES, type Locale, NATIVE_NAME } from '../../../domain/locales.ts';
import {
  publishProblems,
  TRIP_LIMITS,
  type TripDraft,
  type TripProblem,
  type TripText,
  tripProblems,
} from '../../../domain/partner-trips.ts';
import { PHOTO_MAX_BYTES } from '../../../domain/partners.ts';
import { addDays } from '../../../domain/rental.ts';
import { FormFailure } from '../../components/form/form-failure.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { apiQuery } from '../../lib/api-query.ts';
import { localized, sortedByName } from '../../lib/localized.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { partnerCall } from './api/partner-api.ts';

const EMPTY_TRIP: TripDraft = {
  name: {},
  description: {},
  departureCity: '',
  images: [],
  tiers: [{ people: 1, priceMillimes: 0 }],
  days: [{ title: {}, programme: {} }],
  meetingPoint: null,
  departures: [],
};

/** The languages a trip is written in: those it has, else the reader's if French or English, else French. */
function languagesOf(draft: TripDraft, locale: Locale): Locale[] {
  const used = LOCALES.filter((l) => draft.name[l] || draft.description[l]);
  if (used.length) return used;
  return [locale === 'en' ? 'en' : 'fr'];
}

const thumbnail = (photo: string) => photo.replace(/\.webp$/, '-318x160.webp');

/**
 * Writes one trip: its names and texts in the languages the guide chooses (French or English at
 * least), photos from the phone, price tiers, day programmes, meeting point and departures. Saved
 * as a draft; published once complete (spec §5), which the server checks again.
 */
export function TripEditor({ trip, onSaved }: { trip: OwnTrip | null; onSaved: (trip: OwnTrip) => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [draft, setDraft] = useState<TripDraft>(trip?.draft ?? EMPTY_TRIP);
  const [languages, setLanguages] = useState<Locale[]>(() => languagesOf(draft, locale));
  const [problems, setProblems] = useState<Partial<Record<keyof TripDraft, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const cities = useQuery(apiQuery('/utilisateur/city', 'citiesResponseSchema'));
  const citySlugs = new Set(cities.data?.cities.map((c) => c.slug));
  const published = trip?.status === 'published';
  const today = tunisiaDateTime(new Date()).slice(0, 10);
  const set = <K extends keyof TripDraft>(key: K, value: TripDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const problemText = useTripProblemText();

  const save = async (event: FormEvent, publish: boolean) => {
    event.preventDefault();
    setFailure(null);
    // Rows left empty are not the guide's intent: a blank tier or day is dropped, not refused.
    const cleaned: TripDraft = {
      ...draft,
      tiers: draft.tiers.filter((x) => x.priceMillimes > 0),
      days: draft.days.filter((d) => Object.values(d.title).some(Boolean) || Object.values(d.programme).some(Boolean)),
    };
    const found = {
      ...(publish || published ? publishProblems(cleaned) : {}),
      ...tripProblems(cleaned, today, { isCity: (slug) => !cities.data || citySlugs.has(slug) }),
    };
    setProblems(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(publish ? 'publish' : 'save');
    try {
      let result = trip
        ? await partnerCall('trip', 'PUT', `/utilisateur/partners/trips/${trip.id}`, { body: cleaned })
        : await partnerCall('trip', 'POST', '/utilisateur/partners/trips', { body: cleaned });
      if (publish && result.status === 'draft')
        result = await partnerCall('trip', 'POST', `/utilisateur/partners/trips/${result.id}/publish`);
      onSaved(result);
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'invalid_fields') setProblems(error.fields);
      else
        setFailure(
          error instanceof ApiRequestError && error.code === 'network_error'
            ? t`Pas de connexion internet : votre voyage est gardé sur cette page, enregistrez-le une fois en ligne.`
            : t`Un problème technique est survenu. Réessayez plus tard.`,
        );
    } finally {
      setBusy(null);
    }
  };

  const problemOf = (field: keyof TripDraft) => problemText(problems[field] as TripProblem | undefined);

  return (
    <form ref={form} className="trip-editor" onSubmit={(e) => void save(e, false)} noValidate>
      <TripBasics
        draft={draft}
        set={set}
        languages={languages}
        onLanguages={setLanguages}
        cities={cities.data?.cities ?? []}
        problemOf={problemOf}
      />

      <TripPhotos images={draft.images} onChange={(images) => set('images', images)} problem={problemOf('images')} />

      <TripTiers tiers={draft.tiers} onChange={(tiers) => set('tiers', tiers)} problem={problemOf('tiers')} />

      <TripDays
        days={draft.days}
        onChange={(days) => set('days', days)}
        problem={problemOf('days')}
        languages={languages}
      />

      <MeetingPoint
        value={draft.meetingPoint}
        onChange={(point) => set('meetingPoint', point)}
        problem={problemOf('meetingPoint')}
      />

      <TripDepartures
        departures={draft.departures}
        onChange={(departures) => set('departures', departures)}
        problem={problemOf('departures')}
        today={today}
      />

      <FormFailure text={failure} />
      <div className="trip-actions">
        <button type="submit" className="button" disabled={busy !== null} aria-busy={busy === 'save'}>
          {busy === 'save' ? (
            <Trans>Enregistrement…</Trans>
          ) : published ? (
            <Trans>Enregistrer</Trans>
          ) : (
            <Trans>Enregistrer le brouillon</Trans>
          )}
        </button>
        {!published && (
          <button
            type="button"
            className="button button-primary"
            disabled={busy !== null}
            aria-busy={busy === 'publish'}
            onClick={(e) => void save(e, true)}
          >
            {busy === 'publish' ? <Trans>Publication…</Trans> : <Trans>Publier le voyage</Trans>}
          </button>
        )}
      </div>
    </form>
  );
}

interface RowsProps<T> {
  onChange: (rows: T[]) => void;
  problem: string | undefined;
}

/** The price tiers: from how many people, at what price per person. */
function TripTiers({
  tiers,
  onChange,
  problem,
}: RowsProps<TripDraft['tiers'][number]> & { tiers: TripDraft['tiers'] }) {
  const { t } = useLingui();
  return (
    <EditableRows
      id="trip-tiers"
      legend={<Trans>Tarifs par personne</Trans>}
      hint={<Trans>Un groupe paie le tarif du plus grand nombre de personnes qui ne dépasse pas sa taille.</Trans>}
      rows={tiers}
      onChange={onChange}
      problem={problem}
      max={TRIP_LIMITS.tiers}
      added={(tiers) => ({ people: Math.max(0, ...tiers.map((x) => x.people)) + 1, priceMillimes: 0 })}
      addLabel={<Trans>Ajouter un tarif</Trans>}
      removeLabel={() => t`Retirer ce tarif`}
      row={(tier, update) => (
        <>
          <label className="field">
            <span className="field-label">
              <Trans>À partir de (personnes)</Trans>
            </span>
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={TRIP_LIMITS.people}
              value={tier.people}
              aria-invalid={problem ? true : undefined}
              onChange={(e) => update({ ...tier, people: Number(e.target.value) })}
            />
          </label>
          <label className="field">
            <span className="field-label">
              <Trans>Prix par personne (TND)</Trans>
            </span>
            <input
              type="number"
              inputMode="decimal"
              min={0}
              step="0.001"
              value={tier.priceMillimes ? tier.priceMillimes / 1000 : ''}
              onChange={(e) => update({ ...tier, priceMillimes: Math.round(Number(e.target.value) * 1000) })}
            />
          </label>
        </>
      )}
    />
  );
}

/** The programme, a day a row, in the trip's languages. */
function TripDays({
  days,
  onChange,
  problem,
  languages,
}: RowsProps<TripDraft['days'][number]> & { days: TripDraft['days']; languages: Locale[] }) {
  const { t } = useLingui();
  return (
    <EditableRows
      id="trip-days"
      legend={<Trans>Programme jour par jour</Trans>}
      rows={days}
      onChange={onChange}
      problem={problem}
      max={TRIP_LIMITS.days}
      added={() => ({ title: {}, programme: {} })}
      addLabel={<Trans>Ajouter un jour</Trans>}
      removeLabel={(i) => t`Retirer le jour ${i + 1}`}
      rowLegend={(i) => <Trans>Jour {i + 1}</Trans>}
      row={(day, update, i) => (
        <>
          <MultiText
            id={`trip-day-${i}-title`}
            label={t`Étape`}
            value={day.title}
            languages={languages}
            max={TRIP_LIMITS.dayTitle}
            onChange={(title) => update({ ...day, title })}
          />
          <MultiText
            id={`trip-day-${i}-programme`}
            label={t`Lieux, activités, repas et nuit`}
            value={day.programme}
            languages={languages}
            max={TRIP_LIMITS.dayProgramme}
            multiline
            onChange={(programme) => update({ ...day, programme })}
          />
        </>
      )}
    />
  );
}

/** The departures: a day and its places. */
function TripDepartures({
  departures,
  onChange,
  problem,
  today,
}: RowsProps<TripDraft['departures'][number]> & { departures: TripDraft['departures']; today: string }) {
  const { t } = useLingui();
  return (
    <EditableRows
      id="trip-departures"
      legend={<Trans>Départs</Trans>}
      rows={departures}
      onChange={onChange}
      problem={problem}
      max={TRIP_LIMITS.departures}
      added={() => ({ date: addDays(today, 7), capacity: 8 })}
      addLabel={<Trans>Ajouter un départ</Trans>}
      removeLabel={() => t`Retirer ce départ`}
      row={(departure, update) => (
        <>
          <label className="field">
            <span className="field-label">
              <Trans>Date de départ</Trans>
            </span>
            <input
              type="date"
              min={addDays(today, 1)}
              value={departure.date}
              aria-invalid={problem ? true : undefined}
              onChange={(e) => update({ ...departure, date: e.target.value })}
            />
          </label>
          <label className="field">
            <span className="field-label">
              <Trans>Places</Trans>
            </span>
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={TRIP_LIMITS.people}
              value={departure.capacity}
              onChange={(e) => update({ ...departure, capacity: Number(e.target.value) })}
            />
          </label>
        </>
      )}
    />
  );
}

type SetField = <K extends keyof TripDraft>(key: K, value: TripDraft[K]) => void;

/** The trip's names and description in its languages, another language to write in, and where it leaves from. */
function TripBasics({
  draft,
  set,
  languages,
  onLanguages,
  cities,
  problemOf,
}: {
  draft: TripDraft;
  set: SetField;
  languages: Locale[];
  onLanguages: (languages: Locale[]) => void;
  cities: { slug: string; name: string }[];
  problemOf: (field: keyof TripDraft) => string | undefined;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const addable = LOCALES.filter((l) => !languages.includes(l));
  return (
    <fieldset className="trip-section">
      <legend>
        <Trans>Le voyage</Trans>
      </legend>
      <p className="field-hint">
        <Trans>
          Écrivez au moins en français ou en anglais ; les voyageurs des autres langues verront votre texte avec une
          note.
        </Trans>
      </p>
      <MultiText
        id="trip-name"
        label={t`Nom du voyage`}
        value={draft.name}
        languages={languages}
        max={TRIP_LIMITS.name}
        problem={problemOf('name')}
        onChange={(name) => set('name', name)}
      />
      <MultiText
        id="trip-description"
        label={t`Description`}
        value={draft.description}
        languages={languages}
        max={TRIP_LIMITS.description}
        multiline
        problem={problemOf('description')}
        onChange={(description) => set('description', description)}
      />
      {addable.length > 0 && (
        <label className="field trip-add-language">
          <span className="field-label">
            <Trans>Écrire aussi en</Trans>
          </span>
          <select
            className="select"
            value=""
            onChange={(e) => e.target.value && onLanguages([...languages, e.target.value as Locale])}
          >
            <option value="">{t`Choisir une langue`}</option>
            {addable.map((l) => (
              <option key={l} value={l} lang={l}>
                {NATIVE_NAME[l]}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="field">
        <span className="field-label">
          <Trans>Ville de départ</Trans>
        </span>
        <select
          className="select"
          value={draft.departureCity}
          aria-invalid={problemOf('departureCity') ? true : undefined}
          aria-describedby={problemOf('departureCity') ? 'trip-city-error' : undefined}
          onChange={(e) => set('departureCity', e.target.value)}
        >
          <option value="">{t`Choisir une ville`}</option>
          {sortedByName(cities, locale).map((c) => (
            <option key={c.slug} value={c.slug}>
              {localized(c, 'name', locale)}
            </option>
          ))}
        </select>
        <Problem id="trip-city-error" text={problemOf('departureCity')} />
      </label>
    </fieldset>
  );
}

/**
 * A list of rows the guide adds to and removes from (price tiers, days, departures): each row's
 * fields, a remove button, the list's problem and an add button, up to `max` rows.
 */
function EditableRows<T>({
  id,
  legend,
  hint,
  rows,
  onChange,
  problem,
  max,
  added,
  addLabel,
  removeLabel,
  rowLegend,
  row,
}: {
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  rows: T[];
  onChange: (rows: T[]) => void;
  problem: string | undefined;
  max: number;
  /** The row the add button appends, given the rows there are. */
  added: (rows: T[]) => T;
  addLabel: ReactNode;
  removeLabel: (index: number) => string;
  /** Rows that are fieldsets of their own, named by this legend (days). */
  rowLegend?: (index: number) => ReactNode;
  row: (value: T, update: (value: T) => void, index: number) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <fieldset className="trip-section" aria-describedby={problem ? errorId : undefined}>
      <legend>{legend}</legend>
      {hint && <p className="field-hint">{hint}</p>}
      {rows.map((value, i) => {
        const Row = rowLegend ? 'fieldset' : 'div';
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row has no identity of its own; each field is controlled by the draft
          <Row className={rowLegend ? 'trip-day' : 'trip-row'} key={i}>
            {rowLegend && <legend>{rowLegend(i)}</legend>}
            {row(value, (next) => onChange(rows.map((x, j) => (j === i ? next : x))), i)}
            <RemoveButton label={removeLabel(i)} onClick={() => onChange(rows.filter((_, j) => j !== i))} />
          </Row>
        );
      })}
      <Problem id={errorId} text={problem} />
      <button
        type="button"
        className="button"
        disabled={rows.length >= max}
        onClick={() => onChange([...rows, added(rows)])}
      >
        {addLabel}
      </button>
    </fieldset>
  );
}

function Problem({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <span id={id} className="field-error">
      {text}
    </span>
  ) : null;
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="button trip-remove" aria-label={label} title={label} onClick={onClick}>
      <span aria-hidden="true">×</span>
    </button>
  );
}

/** One text in each of the trip's languages. */
function MultiText({
  id,
  label,
  value,
  languages,
  max,
  multiline,
  problem,
  onChange,
}: {
  id: string;
  label: string;
  value: TripText;
  languages: Locale[];
  max: number;
  multiline?: boolean;
  problem?: string | undefined;
  onChange: (value: TripText) => void;
}) {
  return (
    <div className="trip-multitext">
      {languages.map((l, i) => {
        const props = {
          id: `${id}-${l}`,
          lang: l,
          dir: 'auto',
          maxLength: max,
          value: value[l] ?? '',
          'aria-invalid': problem && i === 0 ? true : undefined,
          'aria-describedby': problem ? `${id}-error` : undefined,
          onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
            onChange({ ...value, [l]: e.target.value }),
        };
        return (
          <label className="field" key={l} htmlFor={`${id}-${l}`}>
            <span className="field-label">
              {label} <span className="field-language">({NATIVE_NAME[l]})</span>
            </span>
            {multiline ? <textarea rows={4} {...props} /> : <input {...props} />}
          </label>
        );
      })}
      <Problem id={`${id}-error`} text={problem} />
    </div>
  );
}

/** The trip's photos, sent one by one from the phone as they are chosen; the first is the cover. */
function TripPhotos({
  images,
  onChange,
  problem,
}: {
  images: string[];
  onChange: (images: string[]) => void;
  problem: string | undefined;
}) {
  const { t } = useLingui();
  const [progress, setProgress] = useState<{ done: number; of: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, TRIP_LIMITS.images - images.length);
    event.target.value = '';
    setFailure(null);
    let added = [...images];
    for (const [i, file] of files.entries()) {
      setProgress({ done: i + 1, of: files.length });
      if (file.size > PHOTO_MAX_BYTES) {
        setFailure(t`« ${file.name} » est trop lourde (12 Mo au plus).`);
        continue;
      }
      try {
        added = [...added, await partnerCall('photo', 'POST', '/utilisateur/partners/trips/photos', { file })];
        onChange(added);
      } catch (error) {
        setFailure(
          error instanceof ApiRequestError && error.code === 'not_an_image'
            ? t`« ${file.name} » n’est pas une photo (JPEG, PNG, WebP, HEIC ou AVIF).`
            : t`« ${file.name} » n’a pas pu être envoyée : vérifiez la connexion et réessayez.`,
        );
      }
    }
    setProgress(null);
  };
  const shown = failure ?? problem;
  return (
    <fieldset className="trip-section" aria-describedby={shown ? 'trip-photos-error' : undefined}>
      <legend>
        <Trans>Photos</Trans>
      </legend>
      {images.length > 0 && (
        <ul className="trip-photos">
          {images.map((photo, i) => (
            <li key={photo}>
              <img src={thumbnail(photo)} alt={t`Vue ${i + 1} du voyage`} width={159} height={80} />
              {i === 0 && (
                <span className="trip-cover-badge">
                  <Trans>Couverture</Trans>
                </span>
              )}
              <RemoveButton
                label={t`Retirer la photo ${i + 1}`}
                onClick={() => onChange(images.filter((p) => p !== photo))}
              />
            </li>
          ))}
        </ul>
      )}
      <label className="button trip-photo-add">
        <input
          type="file"
          accept="image/*"
          multiple
          className="visually-hidden"
          disabled={progress !== null || images.length >= TRIP_LIMITS.images}
          aria-invalid={shown ? true : undefined}
          onChange={(e) => void choose(e)}
        />
        {progress ? (
          <Trans>
            Envoi de la photo {progress.done} sur {progress.of}…
          </Trans>
        ) : (
          <Trans>Ajouter des photos</Trans>
        )}
      </label>
      <span className="field-hint">
        <Trans>
          La première photo sert de couverture. Les données de l’appareil et le lieu de la prise de vue sont retirés.
        </Trans>
      </span>
      {shown && (
        <span id="trip-photos-error" className="field-error" role={failure ? 'alert' : undefined}>
          {shown}
        </span>
      )}
    </fieldset>
  );
}

// maplibre loads only when the guide opens the map to pick the meeting point.
const MapView = lazy(() => import('../../components/map/map-view.tsx'));

/** Degrees to five decimals: about a metre, what a meeting point needs. */
const metre = (degrees: number) => Number(degrees.toFixed(5));

/** Where the group meets: a tap on the map, the guide's position on the spot, or coordinates. */
function MeetingPoint({
  value,
  onChange,
  problem,
}: {
  value: TripDraft['meetingPoint'];
  onChange: (point: TripDraft['meetingPoint']) => void;
  problem: string | undefined;
}) {
  const { t } = useLingui();
  const [locating, setLocating] = useState(false);
  const [picking, setPicking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const here = () => {
    if (!('geolocation' in navigator)) return setFailure(t`Ce navigateur ne donne pas votre position.`);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setFailure(null);
        onChange({ lat: metre(position.coords.latitude), lng: metre(position.coords.longitude) });
      },
      () => {
        setLocating(false);
        setFailure(t`Votre position n’a pas pu être lue : saisissez les coordonnées.`);
      },
      { timeout: 15_000 },
    );
  };
  const coordinate = (key: 'lat' | 'lng', text: string) => {
    if (text === '') return onChange(null);
    onChange({ lat: value?.lat ?? 0, lng: value?.lng ?? 0, [key]: Number(text) });
  };
  const shown = failure ?? problem;
  return (
    <fieldset className="trip-section">
      <legend>
        <Trans>Point de rendez-vous</Trans>
      </legend>
      <div className="trip-row">
        <label className="field">
          <span className="field-label">
            <Trans>Latitude</Trans>
          </span>
          <input
            type="number"
            inputMode="decimal"
            step="0.00001"
            value={value?.lat ?? ''}
            aria-invalid={problem ? true : undefined}
            onChange={(e) => coordinate('lat', e.target.value)}
          />
        </label>
        <label className="field">
          <span className="field-label">
            <Trans>Longitude</Trans>
          </span>
          <input
            type="number"
            inputMode="decimal"
            step="0.00001"
            value={value?.lng ?? ''}
            onChange={(e) => coordinate('lng', e.target.value)}
          />
        </label>
      </div>
      <p className="trip-point-actions">
        <button type="button" className="button" aria-expanded={picking} onClick={() => setPicking(!picking)}>
          {picking ? <Trans>Fermer la carte</Trans> : <Trans>Choisir sur la carte</Trans>}
        </button>
        <button type="button" className="button" onClick={here} disabled={locating} aria-busy={locating}>
          {locating ? <Trans>Lecture de la position…</Trans> : <Trans>Utiliser ma position actuelle</Trans>}
        </button>
      </p>
      {picking && (
        <>
          <p className="card-meta">
            <Trans>Touchez la carte à l’endroit du rendez-vous ; zoomez pour plus de précision.</Trans>
          </p>
          <Suspense
            fallback={
              <div className="map-view map-loading" role="status">
                {t`Chargement de la carte`}
              </div>
            }
          >
            <MapView
              label={t`Carte pour choisir le point de rendez-vous`}
              points={value ? [{ id: 'meeting', lat: value.lat, lng: value.lng, title: t`Point de rendez-vous` }] : []}
              onPick={(point) => onChange({ lat: metre(point.lat), lng: metre(point.lng) })}
            />
          </Suspense>
        </>
      )}
      {shown && <span className="field-error">{shown}</span>}
    </fieldset>
  );
}

/** Every problem a trip's field can have, in the page's language. */
function useTripProblemText() {
  const { t } = useLingui();
  return (problem: TripProblem | undefined): string | undefined => {
    switch (problem) {
      case undefined:
        return undefined;
      case 'required':
        return t`À compléter avant de publier.`;
      case 'required_fr_or_en':
        return t`Écrivez-le au moins en français ou en anglais.`;
      case 'too_long':
        return t`Ce texte est trop long.`;
      case 'too_many':
        return t`Il y en a trop.`;
      case 'unknown_place':
        return t`Choisissez dans la liste.`;
      case 'invalid_photo':
        return t`Une photo n’a pas été envoyée correctement : retirez-la et ajoutez-la de nouveau.`;
      case 'invalid_tier':
        return t`Chaque tarif a un nombre de personnes (1 à ${TRIP_LIMITS.people}) et un prix par personne.`;
      case 'duplicate_tier':
        return t`Deux tarifs ne peuvent pas commencer au même nombre de personnes.`;
      case 'invalid_date':
        return t`Saisissez une date valide.`;
      case 'past_date':
        return t`Un départ se fixe à partir de demain.`;
      case 'duplicate_date':
        return t`Deux départs ont la même date.`;
      case 'invalid_capacity':
        return t`Chaque départ a entre 1 et ${TRIP_LIMITS.people} places.`;
      case 'invalid_point':
        return t`Ces coordonnées ne sont pas valables.`;
      case 'booked_departure':
        return t`Des voyageurs ont réservé un départ retiré : annulez-le depuis « Mes voyages », ils seront remboursés.`;
      case 'below_booked':
        return t`Un départ ne peut avoir moins de places que celles déjà réservées.`;
      default:
        return t`Valeur non valable.`;
    }
  };
}
