import type { ReactNode } from 'react';

/** One fact of a description list (a reservation's dates, a vehicle's seats…): its name and its value. */
export function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
