import type { Selectable, Transaction } from 'kysely';
import type { ApplicationBody } from '../../../domain/contract/partners.ts';
import { isLocale } from '../../../domain/locales.ts';
import type { Database, UsersTable } from '../../db/schema.ts';
import { queueMail } from '../../lib/mail-outbox.ts';
import type { DecisionLinks } from './decision-links.ts';
import { APPLICANT_MAILS } from './partner-mail-texts.ts';
import type { ApplicationRow } from './partners.repository.ts';

type User = Pick<Selectable<UsersTable>, 'email' | 'first_name' | 'last_name' | 'phone'>;

const DAY = 86_400_000;
/** How long the operator's links decide. */
const DECISION_LINK_DAYS = 30;

/**
 * The e-mails of an application, queued in the transaction that causes them, under a key naming
 * that step: the applicant's (in the language they applied in) and the operator's (in French,
 * with signed approve and reject links).
 */
export class PartnerMails {
  constructor(private readonly options: { publicUrl: string; operatorEmail: string; links: DecisionLinks }) {}

  async applied(trx: Transaction<Database>, row: ApplicationRow, user: User, at: string) {
    const t = APPLICANT_MAILS[isLocale(row.locale) ? row.locale : 'fr'];
    const key = `partner:${row.id}:${at}`;
    await queueMail(
      trx,
      `${key}:received`,
      {
        to: user.email,
        subject: t.received.subject,
        text: [t.greeting(user.first_name), '', t.received.body(t.kind[row.kind]), '', t.signature].join('\n'),
      },
      at,
    );
    const expires = Date.parse(at) + DECISION_LINK_DAYS * DAY;
    const link = (action: 'approve' | 'reject') =>
      this.options.links.url(this.options.publicUrl, row.id, action, expires);
    await queueMail(
      trx,
      `${key}:operator`,
      {
        to: this.options.operatorEmail,
        subject: `Rihla : candidature ${row.kind === 'guide' ? 'de guide' : 'd’agence'} n° ${row.id} à décider`,
        text: [
          `${user.first_name} ${user.last_name} <${user.email}>, ${user.phone}, demande à devenir ${row.kind === 'guide' ? 'guide certifié' : 'agence partenaire'}.`,
          '',
          ...detailLines(JSON.parse(row.details) as ApplicationBody),
          '',
          `Accepter : ${link('approve')}`,
          `Refuser : ${link('reject')}`,
          '',
          `Ou en ligne de commande : npm run partners -- approve ${row.id} | reject ${row.id}`,
        ].join('\n'),
      },
      at,
    );
  }

  async decided(trx: Transaction<Database>, row: ApplicationRow, user: User, at: string) {
    const locale = isLocale(row.locale) ? row.locale : 'fr';
    const t = APPLICANT_MAILS[locale];
    const kind = t.kind[row.kind];
    const space = `${this.options.publicUrl}/${locale}/guide`;
    const approved = row.status === 'approved';
    const body = approved
      ? [t.approved.body(kind), '', `${t.approved.space}: ${space}`]
      : [
          t.rejected.body(kind),
          ...(row.reason ? [t.rejected.reason(row.reason)] : []),
          '',
          `${t.rejected.again}: ${space}`,
        ];
    await queueMail(
      trx,
      `partner:${row.id}:${row.status}:${at}`,
      {
        to: user.email,
        subject: approved ? t.approved.subject : t.rejected.subject,
        text: [t.greeting(user.first_name), '', ...body, '', t.signature].join('\n'),
      },
      at,
    );
  }
}

function detailLines(d: ApplicationBody): string[] {
  if (d.kind === 'agency')
    return [
      `Agence : ${d.name}`,
      `Ville : ${d.city}, localité : ${d.locality}, région : ${d.region || '—'}`,
      `Téléphone fixe : ${d.landline}, fax : ${d.fax || '—'}`,
      `Site : ${d.website || '—'}`,
    ];
  return [
    `Licence ou carte : ${d.licence}, ${d.yearsExperience} ans d’expérience`,
    `Langues : ${d.languages.join(', ')} ; régions : ${d.regions.join(', ')} ; basé à ${d.city}`,
    `Téléphone : ${d.phone}`,
    ...Object.entries(d.presentation)
      .filter(([, text]) => text?.trim())
      .map(([l, text]) => `Présentation (${l}) : ${text}`),
  ];
}
