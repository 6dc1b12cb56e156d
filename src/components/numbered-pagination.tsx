import { useLingui } from '@lingui/react/macro';
import { numberedWindow } from '../../domain/pagination.ts';
import { formatNumber } from '../lib/format.ts';
import { useLocale } from '../lib/use-locale.ts';

interface Props {
  current: number;
  last: number;
  hrefFor: (page: number) => string;
  onGo: (page: number) => void;
}

/** Previous, numbered pages windowed with ellipses (spec §9), next: for lists paged on the device. */
export function NumberedPagination({ current, last, hrefFor, onGo }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  if (last <= 1) return null;
  const link = (page: number, label: string, extra?: { rel?: string; current?: boolean }) => (
    <a
      href={hrefFor(page)}
      className="pagination-link"
      rel={extra?.rel}
      aria-current={extra?.current ? 'page' : undefined}
      onClick={(event) => {
        event.preventDefault();
        onGo(page);
      }}
    >
      {label}
    </a>
  );
  const end = (page: number, label: string, rel: string, enabled: boolean) =>
    enabled ? (
      link(page, label, { rel })
    ) : (
      <span className="pagination-link pagination-end disabled" aria-disabled="true">
        {label}
      </span>
    );
  return (
    <nav className="pagination" aria-label={t`Pagination`}>
      <ul className="pagination-wide pagination-always">
        <li>{end(current - 1, t`Précédent`, 'prev', current > 1)}</li>
        {numberedWindow(current, last).map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two ellipses may appear; position is their identity
          <li key={`${item}-${i}`}>
            {item === 'ellipsis' ? (
              <span className="pagination-ellipsis">…</span>
            ) : (
              link(item, formatNumber(item, locale), { current: item === current })
            )}
          </li>
        ))}
        <li>{end(current + 1, t`Suivant`, 'next', current < last)}</li>
      </ul>
    </nav>
  );
}
