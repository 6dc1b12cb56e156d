import { Trans } from '@lingui/react/macro';
import { withScheme } from '../../domain/text.ts';

interface Contact {
  phone: string | null;
  fax: string | null;
  email: string | null;
  website: string | null;
}

/** Phone, fax, e-mail and website, each shown only when present (spec §3). */
export function ContactList({ contact }: { contact: Contact }) {
  const { phone, fax, email, website } = contact;
  if (!phone && !fax && !email && !website) return null;
  return (
    <dl className="contact-list">
      {phone && (
        <>
          <dt>
            <Trans>Téléphone</Trans>
          </dt>
          <dd>
            <a href={`tel:${phone.replace(/\s+/g, '')}`}>
              <bdi>{phone}</bdi>
            </a>
          </dd>
        </>
      )}
      {fax && (
        <>
          <dt>
            <Trans>Fax</Trans>
          </dt>
          <dd>
            <bdi>{fax}</bdi>
          </dd>
        </>
      )}
      {email && (
        <>
          <dt>
            <Trans>E-mail</Trans>
          </dt>
          <dd>
            <a href={`mailto:${email}`}>
              <bdi>{email}</bdi>
            </a>
          </dd>
        </>
      )}
      {website && (
        <>
          <dt>
            <Trans>Site web</Trans>
          </dt>
          <dd>
            <a href={withScheme(website)} target="_blank" rel="noopener noreferrer">
              <bdi>{website.replace(/^https?:\/\//, '')}</bdi>
            </a>
          </dd>
        </>
      )}
    </dl>
  );
}
