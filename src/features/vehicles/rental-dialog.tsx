import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  addDays,
  dailyPrice,
  type RentalDraft,
  rentalDays,
  rentalProblems,
  rentalTotal,
} from '../../../domain/rental.ts';
import { DateField } from '../../components/form/date-field.tsx';
import { LabelledField, problemProps } from '../../components/form/labelled-field.tsx';
import { ApiRequestError, apiSend } from '../../lib/api.ts';
import { storedToken } from '../../lib/auth.ts';
import { formatPrice } from '../../lib/format.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { showToast } from '../../lib/toast.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { type Available, today, useProblemText } from './rental-form.ts';

/** Each rental kind's call (spec §7: the two POSTs, each naming its vehicle in its own field). */
const RENTAL_CALLS: Record<Available['kind'], { path: string; idField: 'vehicle_id' | 'bus_id' }> = {
  car: { path: '/utilisateur/vehicles/reservations', idField: 'vehicle_id' },
  bus: { path: '/utilisateur/bus/reservations', idField: 'bus_id' },
};

/**
 * The reservation modal (spec §2, §5): a native dialog (focus kept inside, Escape closes), closed
 * by its button or a click on the backdrop; it checks dates and places and shows the total.
 */
export function ReserveDialog({
  vehicle,
  onClose,
  onReserved,
}: {
  vehicle: Available;
  onClose: () => void;
  /** The vehicle is now rented on those days: the list is asked again. */
  onReserved: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const problemText = useProblemText();
  const failureText = useRentalFailureText();
  const dialog = useRef<HTMLDialogElement>(null);
  const [draft, setDraft] = useState<RentalDraft>({
    from: vehicle.rental.from,
    to: vehicle.rental.to,
    pickup: '',
    dropoff: '',
  });
  const [problems, setProblems] = useState<ReturnType<typeof rentalProblems>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // One key per reservation asked: a retry after a lost answer is the same request.
  const key = useRef(newIdempotencyKey());
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  // Other dates or places are another request: a retry of it must not answer with the previous one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft's fields are what this follows
  useEffect(() => {
    key.current = newIdempotencyKey();
  }, [draft.from, draft.to, draft.pickup, draft.dropoff]);
  const tomorrow = addDays(today(), 1);
  const days = rentalDays(draft.from, draft.to);
  const price = dailyPrice(vehicle.prices, days);
  const name = `${vehicle.marque} ${vehicle.model}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = rentalProblems(draft, today());
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const token = storedToken();
    if (token === null) return setNotice(t`Veuillez vous connecter pour réserver ce véhicule.`);
    setNotice(null);
    setSending(true);
    const total = rentalTotal(price, days);
    const { path, idField } = RENTAL_CALLS[vehicle.kind];
    // Exactly the spec's body (§7); a retry after a lost answer reuses the key and books once.
    const body = {
      from: draft.from,
      to: draft.to,
      ramassage: draft.pickup.trim(),
      distribution: draft.dropoff.trim(),
      price,
      total,
      [idField]: vehicle.id,
    };
    try {
      const answer = await apiSend('POST', path, {
        token,
        body,
        schema: 'rentalReservationResponseSchema',
        headers: { 'accept-language': locale, 'idempotency-key': key.current },
      });
      key.current = newIdempotencyKey();
      void showToast(answer?.message ?? t`Réservation enregistrée !`, 'success');
      onReserved();
      dialog.current?.close();
    } catch (error) {
      const code = error instanceof ApiRequestError ? error.code : 'server_error';
      if (code !== 'network_error') key.current = newIdempotencyKey();
      const message = failureText(error);
      void showToast(t`Erreur : ${message}`, 'error');
    } finally {
      setSending(false);
    }
  };
  const dateField = (key: 'from' | 'to', label: string) => (
    <DateField
      name={key}
      label={label}
      min={tomorrow}
      value={draft[key]}
      onChange={(value) => setDraft((d) => ({ ...d, [key]: value }))}
      problem={problemText(problems[key], key)}
    />
  );
  const placeField = (key: 'pickup' | 'dropoff', label: string) => {
    const problem = problemText(problems[key], key);
    return (
      <LabelledField label={label} problem={problem} problemId={`${key}-error`}>
        <input
          type="text"
          name={key}
          value={draft[key]}
          maxLength={120}
          onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
          {...problemProps(problem, `${key}-error`)}
        />
      </LabelledField>
    );
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click closes; Escape does the same from the keyboard
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby="reserve-title"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) dialog.current?.close();
      }}
    >
      <form method="dialog" className="modal-body" onSubmit={(event) => void submit(event)} noValidate>
        <h2 id="reserve-title">
          <Trans>Réserver {name}</Trans>
        </h2>
        {dateField('from', t`Du`)}
        {dateField('to', t`Au`)}
        {placeField('pickup', t`Lieu de prise en charge`)}
        {placeField('dropoff', t`Lieu de restitution`)}
        <RentalTotal price={price} days={days} datesGiven={Boolean(draft.from && draft.to)} />
        {notice && (
          <p className="form-notice" role="alert">
            {notice}
          </p>
        )}
        <div className="modal-actions">
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            <Trans>Fermer</Trans>
          </button>
          <button type="submit" className="button button-primary" disabled={sending} aria-busy={sending}>
            {sending ? <Trans>Réservation en cours…</Trans> : <Trans>Réserver</Trans>}
          </button>
        </div>
      </form>
    </dialog>
  );
}

/** The rental's total: the day's price times the days, or why there is none yet. */
function RentalTotal({ price, days, datesGiven }: { price: number; days: number; datesGiven: boolean }) {
  const locale = useLocale();
  const problemText = useProblemText();
  return (
    <p className="rental-total" aria-live="polite">
      {days > 0 ? (
        <Trans>
          {formatPrice(price, locale)} × <Plural value={days} one="# jour" other="# jours" /> ={' '}
          <strong>{formatPrice(rentalTotal(price, days), locale)}</strong>
        </Trans>
      ) : datesGiven ? (
        problemText('before_start', 'to')
      ) : (
        <Trans>Choisissez vos dates pour voir le total.</Trans>
      )}
    </p>
  );
}

/** What a refused rental says in its toast (the server words what the traveller can act on). */
function useRentalFailureText() {
  const { t } = useLingui();
  return (error: unknown) => {
    const code = error instanceof ApiRequestError ? error.code : 'server_error';
    return code === 'network_error'
      ? t`La connexion a été perdue. Réessayez : vous ne réserverez pas deux fois.`
      : code === 'unauthorized'
        ? t`Veuillez vous connecter pour réserver ce véhicule.`
        : code === 'too_many_requests'
          ? t`Trop de tentatives. Patientez une minute puis réessayez.`
          : error instanceof ApiRequestError && error.status < 500
            ? error.message
            : t`Un problème technique est survenu. Réessayez.`;
  };
}
