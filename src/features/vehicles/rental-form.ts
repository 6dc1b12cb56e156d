import { useLingui } from '@lingui/react/macro';
import type { Vehicle } from '../../../domain/contract/catalogue.ts';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import type { RentalDraft, RentalProblem } from '../../../domain/rental.ts';

/** A vehicle free on the asked days, with that rental's price (the listing's answer). */
export type Available = Vehicle & { rental: { from: string; to: string; days: number; price: number; total: number } };

/** Today on Tunisia's calendar. */
export const today = () => tunisiaDateTime(new Date()).slice(0, 10);

/** What is wrong with a rental's date or place, as the filters and the reservation modal say it. */
export function useProblemText() {
  const { t } = useLingui();
  return (problem: RentalProblem | undefined, field: keyof RentalDraft) => {
    if (!problem) return undefined;
    if (problem === 'too_early') return t`Choisissez une date à partir de demain.`;
    if (problem === 'before_start') return t`La date de fin doit suivre la date de début.`;
    return field === 'pickup'
      ? t`Indiquez le lieu de prise en charge.`
      : field === 'dropoff'
        ? t`Indiquez le lieu de restitution.`
        : t`Choisissez une date.`;
  };
}
