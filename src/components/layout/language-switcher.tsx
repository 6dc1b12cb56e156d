import { useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef } from 'react';
import { isLocale, LOCALES, type Locale, NATIVE_NAME } from '../../../domain/locales.ts';
import { rememberLocale } from '../../app/i18n.ts';
import { useLocale } from '../../lib/use-locale.ts';

function closeMenu(menu: HTMLDetailsElement | null) {
  if (menu) menu.open = false;
}

/**
 * Switches language in place: same page, new prefix; the choice is remembered. A disclosure of
 * real links rather than a `<select>`: it works before the app has loaded, and the languages'
 * names, in six scripts, are only laid out once it opens (a select measures all its options in
 * the page's first layout, fonts for each script included).
 */
export function LanguageSwitcher() {
  const { t } = useLingui();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const disclosure = useRef<HTMLDetailsElement>(null);
  const current = NATIVE_NAME[locale];

  const hrefFor = (next: Locale) => {
    const segments = location.pathname.split('/').filter(Boolean);
    if (isLocale(segments[0])) segments.shift();
    return `/${[next, ...segments].join('/')}${location.searchStr}`;
  };

  const choose = (event: MouseEvent, next: Locale) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    closeMenu(disclosure.current);
    rememberLocale(next);
    void navigate({ href: hrefFor(next) });
  };

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !disclosure.current?.open) return;
    closeMenu(disclosure.current);
    disclosure.current.querySelector('summary')?.focus();
  };

  // A tap anywhere else closes it, as a menu would.
  useEffect(() => {
    const closeOutside = (event: PointerEvent) => {
      if (!disclosure.current?.contains(event.target as Node)) closeMenu(disclosure.current);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, []);

  return (
    <details ref={disclosure} className="language-switcher" onKeyDown={closeOnEscape}>
      <summary aria-label={t`Langue : ${current}`}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h2.9c.3 1.3.8 2.5 1.4 3.6A8 8 0 0 1 5.1 16ZM8 8H5.1a8 8 0 0 1 4.3-3.6C8.8 5.5 8.3 6.7 8 8Zm4 12c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6c.6-1.1 1.1-2.3 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6Zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4Z"
          />
        </svg>
        <span>{current}</span>
      </summary>
      <ul className="language-menu">
        {LOCALES.map((l) => (
          <li key={l}>
            <a
              href={hrefFor(l)}
              hrefLang={l}
              lang={l}
              aria-current={l === locale ? 'true' : undefined}
              onClick={(event) => choose(event, l)}
            >
              {NATIVE_NAME[l]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
