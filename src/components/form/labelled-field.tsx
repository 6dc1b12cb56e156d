import type { ReactNode } from 'react';

/** What ties a control to its problem, so that it is announced with it; nothing while there is none. */
export const problemProps = (problem: string | undefined, problemId: string) => ({
  'aria-invalid': problem ? true : undefined,
  'aria-describedby': problem ? problemId : undefined,
});

/**
 * A control (the children) under its label, with its problem below it when it has one. The control
 * spreads `problemProps(problem, problemId)` to point at that problem.
 */
export function LabelledField({
  label,
  htmlFor,
  problem,
  problemId,
  children,
}: {
  label: ReactNode;
  htmlFor?: string;
  problem?: string | undefined;
  problemId?: string;
  children: ReactNode;
}) {
  return (
    <label className="field" htmlFor={htmlFor}>
      <span className="field-label">{label}</span>
      {children}
      {problem && (
        <span id={problemId} className="field-error">
          {problem}
        </span>
      )}
    </label>
  );
}
