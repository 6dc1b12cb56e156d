import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import {
  BABY_AGE,
  MAX_CHILDREN,
  MAX_ROOMS,
  type StayField,
  type StayProblem,
  type StayRequest,
  stayProblems,
} from '../../../domain/booking/stay.ts';
import { addDays } from '../../../domain/rental.ts';
import { DateField } from '../form/date-field.tsx';
import { LabelledField, problemProps } from '../form/labelled-field.tsx';
import { today } from './stay-dates.ts';

const MAX_ADULTS_CHOICE = 12;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The stay a traveller asks about (spec §3): dates, adults, children with their ages (babies under
 * 2 included), rooms; checked with the server's own rules (domain/booking/stay.ts) before asking.
 * The hotel search puts its destination `before` the dates, checked by `checkBefore` on submit
 * (false when refused: that field shows its own problem, and the first refused field takes focus),
 * and shows at once what the address it came from asked wrongly (`initialProblems`).
 */
export function StayForm({
  initial,
  onAsk,
  before,
  checkBefore,
  submitLabel,
  initialProblems = {},
}: {
  initial: StayRequest;
  onAsk: (stay: StayRequest) => void;
  before?: ReactNode;
  checkBefore?: () => boolean;
  submitLabel?: ReactNode;
  initialProblems?: Partial<Record<StayField, StayProblem>>;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<StayRequest>(initial);
  const [problems, setProblems] = useState<Partial<Record<StayField, StayProblem>>>(initialProblems);
  const form = useRef<HTMLFormElement>(null);

  const text = useStayProblemText();
  const problemText = (field: StayField) => text(field, problems[field]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = stayProblems(draft, today());
    const beforeAccepted = checkBefore?.() ?? true;
    setProblems(found);
    if (!beforeAccepted || Object.keys(found).length > 0) {
      // Focus the first refused field, so that a screen reader hears why.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    onAsk(draft);
  };
  const setChildren = (count: number) =>
    setDraft((d) => ({ ...d, childAges: range(1, count).map((i) => d.childAges[i - 1] ?? -1) }));
  const count = (field: 'adults' | 'rooms', label: string, max: number) => {
    const problem = problemText(field);
    return (
      <LabelledField label={label} problem={problem} problemId={`stay-${field}-error`}>
        <select
          className="stay-select"
          name={field}
          value={draft[field]}
          onChange={(e) => setDraft((d) => ({ ...d, [field]: Number(e.target.value) }))}
          {...problemProps(problem, `stay-${field}-error`)}
        >
          {/* An address may ask more than the form offers (hotels/find/…): its count stays shown. */}
          {range(1, Math.max(max, draft[field] || 0)).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </LabelledField>
    );
  };
  const agesProblem = problemText('childAges');

  return (
    <form ref={form} className="stay-form" onSubmit={submit} noValidate>
      {before}
      <div className="stay-form-dates">
        <DateField
          name="arrival"
          label={t`Arrivée`}
          min={today()}
          value={draft.arrival}
          onChange={(arrival) =>
            setDraft((d) => ({
              ...d,
              arrival,
              // A departure no longer after the arrival moves to the next morning.
              departure: arrival && (!d.departure || d.departure <= arrival) ? addDays(arrival, 1) : d.departure,
            }))
          }
          problem={problemText('arrival')}
          problemId="stay-arrival-error"
        />
        <DateField
          name="departure"
          label={t`Départ`}
          min={draft.arrival ? addDays(draft.arrival, 1) : addDays(today(), 1)}
          value={draft.departure}
          onChange={(departure) => setDraft((d) => ({ ...d, departure }))}
          problem={problemText('departure')}
          problemId="stay-departure-error"
        />
      </div>
      <div className="stay-form-party">
        {count('adults', t`Adultes`, MAX_ADULTS_CHOICE)}
        <LabelledField label={t`Enfants`}>
          <select
            className="stay-select"
            name="children"
            value={draft.childAges.length}
            onChange={(e) => setChildren(Number(e.target.value))}
          >
            {range(0, MAX_CHILDREN).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </LabelledField>
        {count('rooms', t`Chambres`, MAX_ROOMS)}
      </div>
      {draft.childAges.length > 0 && (
        <ChildAges
          ages={draft.childAges}
          problem={agesProblem}
          onChange={(childAges) => setDraft((d) => ({ ...d, childAges }))}
        />
      )}
      <button type="submit" className="button button-primary">
        {submitLabel ?? <Trans>Voir les disponibilités</Trans>}
      </button>
    </form>
  );
}

/** Each child's age on arrival (babies stay free). */
function ChildAges({
  ages,
  problem,
  onChange,
}: {
  ages: number[];
  problem: string | undefined;
  onChange: (ages: number[]) => void;
}) {
  const { t } = useLingui();
  return (
    <fieldset className="stay-form-ages" aria-describedby={problem ? 'stay-ages-error' : 'stay-ages-hint'}>
      <legend>
        <Trans>Âge des enfants à l’arrivée</Trans>
      </legend>
      <p id="stay-ages-hint" className="field-hint">
        <Trans>Les bébés de moins de {BABY_AGE} ans séjournent gratuitement, dans un lit bébé.</Trans>
      </p>
      {ages.map((age, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a child is known by its place in the list
        <LabelledField key={i} label={t`Enfant ${i + 1}`}>
          <select
            className="stay-select"
            name={`age-${i + 1}`}
            value={age}
            aria-invalid={problem && age < 0 ? true : undefined}
            onChange={(e) => onChange(ages.map((a, j) => (j === i ? Number(e.target.value) : a)))}
          >
            <option value={-1} disabled>
              {t`Âge`}
            </option>
            {range(0, 17).map((years) => (
              <option key={years} value={years}>
                {years === 0 ? t`Moins d’un an` : years === 1 ? t`1 an` : t`${years} ans`}
              </option>
            ))}
          </select>
        </LabelledField>
      ))}
      {problem && (
        <p id="stay-ages-error" className="field-error">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

/** What a refused field of the stay says, in the page's language. */
function useStayProblemText() {
  const { t } = useLingui();
  return (field: StayField, problem: StayProblem | undefined): string | undefined => {
    switch (problem) {
      case undefined:
        return undefined;
      case 'required':
        return field === 'arrival' ? t`Choisissez la date d’arrivée.` : t`Choisissez la date de départ.`;
      case 'in_past':
        return t`L’arrivée ne peut pas être dans le passé.`;
      case 'not_after_arrival':
        return t`Le départ doit suivre l’arrivée.`;
      case 'too_long':
        return t`Un séjour dure au plus 30 nuits.`;
      case 'too_few':
        return field === 'rooms' ? t`Choisissez au moins une chambre.` : t`Il faut au moins un adulte.`;
      case 'too_many':
        return t`C’est plus que ce que l’on peut réserver en ligne.`;
      case 'invalid_age':
        return t`Indiquez l’âge de chaque enfant.`;
      case 'more_rooms_than_adults':
        return t`Chaque chambre doit accueillir au moins un adulte.`;
    }
  };
}
