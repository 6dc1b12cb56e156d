import type { ReactNode } from 'react';

/** Why a form could not be sent, announced as soon as it shows (nothing while there is no failure). */
export function FormFailure({ text, children }: { text: string | null; children?: ReactNode }) {
  if (!text) return null;
  return (
    <p className="field-error" role="alert">
      {text}
      {children}
    </p>
  );
}
