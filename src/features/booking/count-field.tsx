import { LabelledField, problemProps } from '../../components/form/labelled-field.tsx';

/**
 * How many (people, rooms, seats) on a reservation page: the numeric keypad, from 1 to `max`, and
 * its problem said under it. Kept as typed text: the page's rules say what is wrong with it.
 */
export function CountField({
  id,
  name,
  label,
  max,
  value,
  onChange,
  problem,
}: {
  id: string;
  name: string;
  label: string;
  max: number;
  value: string;
  onChange: (value: string) => void;
  problem: string | undefined;
}) {
  return (
    <LabelledField label={label} problem={problem} problemId={`${id}-error`}>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...problemProps(problem, `${id}-error`)}
      />
    </LabelledField>
  );
}
