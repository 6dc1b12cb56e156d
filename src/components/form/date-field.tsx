import type { ReactNode } from 'react';
import { LabelledField, problemProps } from './labelled-field.tsx';

/** A labelled date input (YYYY-MM-DD), from `min` on, with its problem below it when it has one. */
export function DateField({
  name,
  label,
  value,
  min,
  onChange,
  problem,
  problemId = `${name}-error`,
}: {
  name: string;
  label: ReactNode;
  value: string;
  min: string;
  onChange: (value: string) => void;
  problem?: string | undefined;
  problemId?: string;
}) {
  return (
    <LabelledField label={label} problem={problem} problemId={problemId}>
      <input
        type="date"
        name={name}
        min={min}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...problemProps(problem, problemId)}
      />
    </LabelledField>
  );
}
