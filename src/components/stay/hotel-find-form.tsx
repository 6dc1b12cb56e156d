import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import type { StayField, StayProblem, StayRequest } from '../../../domain/booking/stay.ts';
import { destinationNamed } from '../../../domain/find-routes.ts';
import { destinationsQuery } from '../../lib/geography-queries.ts';
import { localized, sortedByName } from '../../lib/localized.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { LabelledField, problemProps } from '../form/labelled-field.tsx';
import { StayForm } from './stay-form.tsx';
import { lastStay, rememberStay } from './stay-memory.ts';

/**
 * What the search starts from: a destination (slug or id) and a stay, else the last stay asked
 * here; and what was wrong with the stay an address asked, shown at once.
 */
export interface HotelFindInitial {
  destination?: string | undefined;
  stay?: StayRequest | undefined;
  problems?: Partial<Record<StayField, StayProblem>> | undefined;
}

/**
 * The search for hotels free for a stay (spec §2 `hotels/find/…`): a destination, then the stay
 * form of a hotel's page with its rules, leading to the destination's hotels free for that stay.
 */
export function HotelFindForm({ initial }: { initial?: HotelFindInitial | undefined }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { lang } = useParams({ strict: false });
  const navigate = useNavigate();
  const { data: destinations = [] } = useQuery(destinationsQuery());
  const [destination, setDestination] = useState(initial?.destination ?? '');
  const [missing, setMissing] = useState(false);
  // A destination given by id (the listing's `?destination_id=`) is chosen by its slug once known.
  const chosen = destinationNamed(destinations, destination)?.slug ?? '';
  const problem = missing ? t`Choisissez une destination.` : undefined;

  const ask = (stay: StayRequest) => {
    rememberStay(stay);
    void navigate({
      to: '/{-$lang}/hotels/find/$destination/$date/$endDate/$adults/$rooms/$childs',
      params: {
        lang,
        destination: chosen,
        date: stay.arrival,
        endDate: stay.departure,
        adults: String(stay.adults),
        rooms: String(stay.rooms),
        childs: String(stay.childAges.length),
      },
      // A lone age as a number (`ages=4`: the router would quote the text "4"), several as text.
      search: { ages: stay.childAges.length === 1 ? stay.childAges[0] : stay.childAges.join(',') || undefined },
    });
  };

  return (
    <StayForm
      initial={initial?.stay ?? lastStay()}
      initialProblems={initial?.problems}
      onAsk={ask}
      checkBefore={() => {
        setMissing(!chosen);
        return Boolean(chosen);
      }}
      submitLabel={<Trans>Rechercher</Trans>}
      before={
        <LabelledField label={t`Destination`} problem={problem} problemId="hotel-find-destination-error">
          <select
            className="stay-select"
            name="destination"
            value={chosen}
            onChange={(e) => {
              setDestination(e.target.value);
              setMissing(false);
            }}
            {...problemProps(problem, 'hotel-find-destination-error')}
          >
            <option value="">{t`Choisir une destination`}</option>
            {sortedByName(destinations, locale).map((d) => (
              <option key={d.id} value={d.slug}>
                {localized(d, 'name', locale)}
              </option>
            ))}
          </select>
        </LabelledField>
      }
    />
  );
}
