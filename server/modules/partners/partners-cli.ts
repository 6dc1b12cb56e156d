import path from 'node:path';
import { ConfigError, loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { HttpError } from '../../lib/http-error.ts';
import { MailOutbox } from '../../lib/mail-outbox.ts';
import { createMailer } from '../../lib/mailer.ts';
import { providerLinkSecret } from '../orders/provider-links.ts';
import { DecisionLinks } from './decision-links.ts';
import { PartnerMails } from './partner-mails.ts';
import { PartnerPhotos } from './partner-photos.ts';
import { PartnersService } from './partners.service.ts';

/** `npm run partners -- list | approve ID | reject ID [reason]`: the operator decides applications. */
const [command, idText, ...reasonWords] = process.argv.slice(2);
const usage = 'usage: npm run partners -- list | approve ID | reject ID [reason]';
const id = Number(idText);

try {
  if (!(command === 'list' || ((command === 'approve' || command === 'reject') && Number.isInteger(id) && id > 0))) {
    console.error(usage);
    process.exit(2);
  }
  const config = loadConfig();
  const db = openDatabase(config);
  await migrateToLatest(db.kysely);
  try {
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
    });
    const outbox = new MailOutbox(db.kysely, mailer, (error) => console.error(error));
    const links = new DecisionLinks(await providerLinkSecret(config.dataDir, config.providerLinkSecret));
    const partners = new PartnersService(db.kysely, {
      now: () => new Date(),
      photos: new PartnerPhotos(path.join(config.dataDir, 'uploads')),
      links,
      mails: new PartnerMails({ publicUrl: config.publicUrl, operatorEmail: config.operatorEmail, links }),
      afterCommit: () => void outbox.drain(),
    });
    if (command === 'list') {
      const rows = await partners.list();
      if (rows.length === 0) console.log('No applications.');
      for (const r of rows)
        console.log(
          `${r.id}  ${r.kind.padEnd(6)}  ${r.status.padEnd(8)}  ${r.first_name} ${r.last_name} <${r.email}>  applied ${r.created_at}${r.decided_at ? `  decided ${r.decided_at}` : ''}`,
        );
    } else {
      await partners.decide(
        id,
        command === 'approve' ? 'approve' : 'reject',
        'cli',
        reasonWords.join(' ') || undefined,
      );
      await outbox.drain();
      await outbox.idle();
      console.log(`Application ${id} ${command === 'approve' ? 'approved' : 'rejected'}; the applicant is e-mailed.`);
    }
  } finally {
    await db.close();
  }
} catch (error) {
  if (error instanceof HttpError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
