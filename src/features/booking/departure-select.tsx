import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LabelledField, problemProps } from '../../components/form/labelled-field.tsx';
import { formatDate } from '../../lib/format.ts';
import { useLocale } from '../../lib/use-locale.ts';

/** « Départ »: the departures open (a circuit's, a guide's trip's), each with the places left on it. */
export function DepartureSelect({
  id,
  dates,
  value,
  onChange,
  problem,
}: {
  id: string;
  dates: { date: string; available: number }[];
  value: string;
  onChange: (date: string) => void;
  problem: string | undefined;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <LabelledField label={t`Départ`} problem={problem} problemId={`${id}-error`}>
      <select
        id={id}
        name="date"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...problemProps(problem, `${id}-error`)}
      >
        {dates.map((d) => (
          <option key={d.date} value={d.date}>
            {formatDate(d.date, locale)} —{' '}
            {d.available === 0
              ? t`complet`
              : t`${plural(d.available, { one: '# place restante', other: '# places restantes' })}`}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}
