import { Trans, useLingui } from '@lingui/react/macro';
import type { StaticPageText } from '../../../domain/static-pages/static-page.ts';
import { CoverBanner } from '../../components/cover-banner.tsx';
import { formatDate } from '../../lib/format.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** An information page: title, introduction, sections, and when it last changed. */
export function StaticPageView({ page }: { page: StaticPageText }) {
  const { t } = useLingui();
  const locale = useLocale();
  const title = page.title;
  usePageTitle(title);
  return (
    <>
      <CoverBanner title={title} crumbs={[{ label: t`Accueil`, to: '/{-$lang}' }, { label: title }]} />
      <article className="page-section static-page">
        <p className="static-intro">{page.intro}</p>
        {page.sections.map((section, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: sections are fixed text in a fixed order
          <section key={i} aria-labelledby={`section-${i}`}>
            <h2 id={`section-${i}`}>{section.heading}</h2>
            {section.paragraphs.map((paragraph, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are fixed text in a fixed order
              <p key={j}>{paragraph}</p>
            ))}
          </section>
        ))}
        <p className="static-updated">
          <Trans>Mis à jour le {formatDate(page.updated, locale)}</Trans>
        </p>
      </article>
    </>
  );
}
