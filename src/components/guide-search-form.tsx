import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useParams } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';

interface Props {
  /** The input's id: the home and the search page style their forms apart. */
  inputId: string;
  className: string;
  /** The words searched already (the search page's `?q=`). */
  value?: string;
}

/** The search over the whole guide, on the home and the search page: it leads to the search page's `?q=`. */
export function GuideSearchForm({ inputId, className, value = '' }: Props) {
  const { t } = useLingui();
  const { lang } = useParams({ strict: false });
  const navigate = useNavigate();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    void navigate({ to: '/{-$lang}/search', params: { lang }, search: q ? { q } : {} });
  };

  return (
    <form
      className={className}
      role="search"
      method="get"
      action={lang ? `/${lang}/search` : '/search'}
      onSubmit={submit}
    >
      <label className="visually-hidden" htmlFor={inputId}>
        {t`Rechercher dans tout le guide`}
      </label>
      <input
        id={inputId}
        name="q"
        type="search"
        value={text}
        maxLength={100}
        onChange={(e) => setText(e.target.value)}
        placeholder={t`Djerba, Sidi Bou Saïd, Tozeur…`}
      />
      <button type="submit" className="button button-primary">
        <Trans>Rechercher</Trans>
      </button>
    </form>
  );
}
