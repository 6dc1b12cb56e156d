import { Link, type LinkProps, useParams } from '@tanstack/react-router';
import { ContactList } from '../contact-list.tsx';
import { SafeHtml } from '../safe-html.tsx';
import type { ItemRoute } from './place-card.tsx';

interface Props {
  address: string;
  /** Localized HTML; left out when empty. */
  descriptionHtml?: string;
  contact: { phone: string | null; fax: string | null; email: string | null; website: string | null };
  to: ItemRoute;
  params: { id: number } | { slug: string };
  /** The link to the item's page (`Voir le restaurant`). */
  linkLabel: string;
}

/** What an expanded listing card adds (spec §4): address, description, contacts and the item's page. */
export function CardDetails({ address, descriptionHtml, contact, to, params, linkLabel }: Props) {
  const { lang } = useParams({ strict: false });
  return (
    <>
      <p className="card-address">{address}</p>
      {descriptionHtml && <SafeHtml className="card-description" html={descriptionHtml} />}
      <ContactList contact={contact} />
      <Link to={to} params={{ lang, ...params } as LinkProps['params']} className="button button-primary">
        {linkLabel}
      </Link>
    </>
  );
}
