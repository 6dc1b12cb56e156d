import { useLingui } from '@lingui/react/macro';
import { openState, type Service } from '../../../../domain/booking/tables.ts';
import { tunisiaDateTime } from '../../../../domain/dates.ts';
import { INTL_TAG } from '../../../../domain/locales.ts';
import { formatTime } from '../../../lib/format.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useLocale } from '../../../lib/use-locale.ts';

const WEEK = [1, 2, 3, 4, 5, 6, 7];

/** A weekday's name (1 Monday … 7 Sunday) in the page's language. */
function useDayName() {
  const locale = useLocale();
  const weekdays = new Intl.DateTimeFormat(INTL_TAG[locale], { weekday: 'long', timeZone: 'UTC' });
  // 2026-11-30 is a Monday: day 1 of the week.
  return (day: number) => weekdays.format(new Date(Date.UTC(2026, 10, 29 + day)));
}

/**
 * Whether the restaurant is open now on Tunisia's clock, and until when or from when. "Now" is the
 * browser's: said once hydrated, so that a page the server rendered (and cached) never tells an
 * hour that has passed; the line is there, empty, before, so that nothing moves when it is said.
 */
export function OpenNow({ services }: { services: Service[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const hydrated = useHydrated();
  const dayName = useDayName();
  const now = hydrated ? tunisiaDateTime(new Date()).slice(0, 16) : '';
  const state = hydrated ? openState(services, now) : null;
  const time = (hhmm: string) => formatTime(hhmm, locale);
  let said = '';
  if (state?.open) said = t`Ouvert maintenant · jusqu’à ${time(state.closesAt)}`;
  else if (state?.opensAt) {
    const at = time(state.opensAt.time);
    const day = dayName(((new Date(`${state.opensAt.date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1);
    said = state.opensAt.date === now.slice(0, 10) ? t`Fermé · ouvre à ${at}` : t`Fermé · ouvre ${day} à ${at}`;
  } else if (state) said = t`Fermé`;
  return <p className={`open-state${state?.open ? ' is-open' : ''}`}>{said}</p>;
}

/** A restaurant's hours, day by day from Monday, under whether it is open now. */
export function OpeningHours({ services }: { services: Service[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const dayName = useDayName();
  const time = (hhmm: string) => formatTime(hhmm, locale);
  return (
    <>
      <OpenNow services={services} />
      <table className="opening-hours">
        <tbody>
          {WEEK.map((day) => {
            const hours = services.filter((s) => s.days.includes(day));
            return (
              <tr key={day}>
                <th scope="row">{dayName(day)}</th>
                <td>
                  {hours.length
                    ? hours.map((s) => <bdi key={s.from}>{`${time(s.from)}–${time(s.to)}`}</bdi>)
                    : t`Fermé`}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
