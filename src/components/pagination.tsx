import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { PAGING_NEXT_LABEL, PAGING_PREVIOUS_LABEL } from '../../domain/constants.ts';
import type { PagingLink } from '../../domain/contract/common.ts';
import { goToPageUrl } from '../../domain/pagination.ts';
import { Later } from '../app/staged-render.tsx';
import { formatNumber } from '../lib/format.ts';
import { useLocale } from '../lib/use-locale.ts';

interface Props {
  links: PagingLink[];
  currentPage: number;
  lastPage: number;
  /** Follows a paging link's full URL (spec §7). */
  onFollow: (url: string) => void;
  /** The page URL a link leads to, so links work with a middle click and for crawlers. */
  hrefFor: (url: string) => string;
}

/** Previous / numbered / next links; on small screens "page X of Y" with a go-to-page box. */
export function Pagination(props: Props) {
  // Below the cards: a later stage of the app's first render (app/staged-render.tsx).
  return (
    <Later>
      <PagingLinks {...props} />
    </Later>
  );
}

function PagingLinks({ links, currentPage, lastPage, onFollow, hrefFor }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const [goTo, setGoTo] = useState('');
  if (lastPage <= 1) return null;

  const follow = (url: string | null) => (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (url) onFollow(url);
  };
  const submitGoTo = (event: FormEvent) => {
    event.preventDefault();
    const url = goToPageUrl(goTo, lastPage, links);
    if (url) {
      onFollow(url);
      setGoTo('');
    }
  };
  const labelOf = (link: PagingLink) =>
    link.label === PAGING_PREVIOUS_LABEL
      ? t`Précédent`
      : link.label === PAGING_NEXT_LABEL
        ? t`Suivant`
        : formatNumber(Number(link.label), locale);
  const isEnd = (link: PagingLink) => link.label === PAGING_PREVIOUS_LABEL || link.label === PAGING_NEXT_LABEL;
  const prev = links.find((l) => l.label === PAGING_PREVIOUS_LABEL);
  const next = links.find((l) => l.label === PAGING_NEXT_LABEL);
  // Without a URL an end is not a link (and not a crawlable anchor): a disabled label.
  const endLink = (link: PagingLink | undefined, label: string) =>
    link?.url ? (
      <a href={hrefFor(link.url)} onClick={follow(link.url)} className="pagination-link pagination-end">
        {label}
      </a>
    ) : (
      <span className="pagination-link pagination-end disabled" aria-disabled="true">
        {label}
      </span>
    );
  const current = formatNumber(currentPage, locale);
  const last = formatNumber(lastPage, locale);

  return (
    <nav className="pagination" aria-label={t`Pagination`}>
      <ul className="pagination-wide">
        {links.map((link, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the two ellipses share a label; position is their identity
          <li key={`${link.label}-${i}`}>
            {link.label === '...' ? (
              <span className="pagination-ellipsis">…</span>
            ) : link.url ? (
              <a
                href={hrefFor(link.url)}
                onClick={follow(link.url)}
                className={`pagination-link${isEnd(link) ? ' pagination-end' : ''}`}
                aria-current={link.active ? 'page' : undefined}
                rel={
                  link.label === PAGING_PREVIOUS_LABEL ? 'prev' : link.label === PAGING_NEXT_LABEL ? 'next' : undefined
                }
              >
                {labelOf(link)}
              </a>
            ) : (
              <span className={`pagination-link disabled${isEnd(link) ? ' pagination-end' : ''}`} aria-disabled="true">
                {labelOf(link)}
              </span>
            )}
          </li>
        ))}
      </ul>
      <div className="pagination-compact">
        {endLink(prev, t`Précédent`)}
        <span className="pagination-status">
          <Trans>
            Page {current} sur {last}
          </Trans>
        </span>
        {endLink(next, t`Suivant`)}
        <form onSubmit={submitGoTo} className="pagination-goto">
          <label>
            <span className="visually-hidden">{t`Aller à la page`}</span>
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={lastPage}
              value={goTo}
              onChange={(e) => setGoTo(e.target.value)}
              placeholder={t`Page`}
            />
          </label>
          <button type="submit" className="button">
            <Trans>Aller</Trans>
          </button>
        </form>
      </div>
    </nav>
  );
}
