import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Voyage } from '../../../domain/contract/catalogue.ts';
import type { Locale } from '../../../domain/locales.ts';
import { formatNumber, formatPrice } from '../../lib/format.ts';
import { localized } from '../../lib/localized.ts';
import { useLocale } from '../../lib/use-locale.ts';

/**
 * The language a partner's trip text is read in when the reader's was not written: the guide's
 * own first language (said so next to it), or nothing when the reader's language was written.
 */
export function tripTextLanguage(voyage: Voyage, locale: Locale): string | undefined {
  const written = voyage.written_languages;
  return written && !written.includes(locale) ? written[0] : undefined;
}

/** « Texte écrit par le guide en …, sans traduction. » when the reader's language was not written. */
export function UntranslatedNote({ voyage }: { voyage: Voyage }) {
  const locale = useLocale();
  const textLang = tripTextLanguage(voyage, locale);
  if (!textLang) return null;
  const language = new Intl.DisplayNames([locale], { type: 'language' }).of(textLang);
  return (
    <p className="card-fact">
      <Trans>Texte écrit par le guide en {language}, sans traduction.</Trans>
    </p>
  );
}

/** The programme day by day. */
export function TripProgramme({ voyage }: { voyage: Voyage }) {
  const locale = useLocale();
  return (
    <ol className="trip-days" lang={tripTextLanguage(voyage, locale)}>
      {voyage.days.map((d) => (
        <li key={d.day}>
          <strong>
            <Trans>
              Jour {formatNumber(d.day, locale)} : {localized(d, 'title', locale)}
            </Trans>
          </strong>
          <p>{localized(d, 'programme', locale)}</p>
        </li>
      ))}
    </ol>
  );
}

/** The price per person by group size (a party pays the tier of the largest group not above its size). */
export function PriceTiers({ voyage }: { voyage: Voyage }) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <table className="price-tiers">
      <caption>{t`Prix par personne`}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Groupe`}</th>
          <th scope="col">{t`Prix`}</th>
        </tr>
      </thead>
      <tbody>
        {voyage.prices.map((p, i) => {
          const next = voyage.prices[i + 1]?.number;
          return (
            <tr key={p.number}>
              <td>
                {next === undefined || next - 1 === p.number ? (
                  next === undefined && i > 0 ? (
                    <Plural value={p.number} one="# personne ou plus" other="# personnes ou plus" />
                  ) : (
                    <Plural value={p.number} one="# personne" other="# personnes" />
                  )
                ) : (
                  <Trans>
                    De {formatNumber(p.number, locale)} à {formatNumber(next - 1, locale)} personnes
                  </Trans>
                )}
              </td>
              <td>{formatPrice(p.price, locale)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
