import { useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';

export interface Crumb {
  label: string;
  /** A section page (no path parameter other than the language). */
  to?:
    | '/{-$lang}'
    | '/{-$lang}/hotels'
    | '/{-$lang}/restaurants'
    | '/{-$lang}/maison'
    | '/{-$lang}/events'
    | '/{-$lang}/activity'
    | '/{-$lang}/musses'
    | '/{-$lang}/monument'
    | '/{-$lang}/festival'
    | '/{-$lang}/videos'
    | '/{-$lang}/blog'
    | '/{-$lang}/allguides'
    | '/{-$lang}/circuits'
    | '/{-$lang}/agences';
}

/** Cover with the page title and a breadcrumb (home > section > page). */
export function CoverBanner({
  title,
  image,
  crumbs,
  children,
}: {
  title: string;
  image?: string;
  crumbs: Crumb[];
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const { lang } = useParams({ strict: false });
  return (
    <header className="cover-banner">
      {/* A picture rather than a CSS background: found by the browser while the page is still
          arriving, and waited for before the app loads (src/main.tsx). */}
      {image && <img fetchPriority="high" decoding="async" className="cover-banner-image" src={image} alt="" />}
      <div className="cover-banner-inner">
        <nav aria-label={t`Fil d’Ariane`}>
          <ol className="breadcrumb">
            {crumbs.map((c) => (
              <li key={c.label}>
                {c.to ? (
                  <Link to={c.to} params={{ lang }}>
                    {c.label}
                  </Link>
                ) : (
                  <span aria-current="page">{c.label}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <h1>{title}</h1>
        {children}
      </div>
    </header>
  );
}
