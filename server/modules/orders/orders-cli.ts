import { ConfigError, loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { orderDossier, stuckOrders } from './operator-report.repository.ts';

/** `npm run orders -- stuck | show REF`: what needs the operator, and one order's whole story. */
const [command, reference] = process.argv.slice(2);
const usage = 'usage: npm run orders -- stuck | show RH-XXXX-XXXX';
const dinars = (millimes: number) => `${(millimes / 1000).toFixed(3)} TND`;

try {
  if (command !== 'stuck' && !(command === 'show' && reference)) {
    console.error(usage);
    process.exit(2);
  }
  const db = openDatabase(loadConfig());
  await migrateToLatest(db.kysely);
  try {
    if (command === 'stuck') {
      const { unsettled, unanswered, refunds, pending } = await stuckOrders(db.kysely, new Date());
      console.log(`Paid but not settled (unsettled orders): ${unsettled.length}`);
      for (const o of unsettled) console.log(`  ${o.reference}  ${dinars(o.total_millimes)}  since ${o.updated_at}`);
      console.log(`Paid, provider's answer overdue: ${unanswered.length}`);
      for (const l of unanswered) console.log(`  ${l.reference}  line ${l.id}  ${l.listing_slug}  due ${l.answer_by}`);
      console.log(`Refunds to do by hand: ${refunds.length}`);
      for (const r of refunds)
        console.log(
          `  ${r.reference}  refund ${r.id}  ${dinars(r.amount_millimes)}  ${r.reason}  ${r.status}${r.last_error ? `  (${r.last_error})` : ''}`,
        );
      console.log(`Payments pending at the gateway for over 30 minutes: ${pending.length}`);
      for (const p of pending)
        console.log(`  ${p.reference}  ${p.attempt}  started ${p.created_at}  last asked ${p.checked_at ?? 'never'}`);
      process.exitCode = unsettled.length + unanswered.length + refunds.length + pending.length > 0 ? 3 : 0;
    } else {
      const dossier = await orderDossier(db.kysely, reference!);
      if (!dossier) {
        console.error(`No order ${reference}.`);
        process.exitCode = 1;
      } else {
        const { order, user, lines, attempts, refunds, events } = dossier;
        console.log(
          `${order.reference}  ${order.status}  ${dinars(order.total_millimes)}  created ${order.created_at}  (${order.locale})`,
        );
        console.log(`Traveller: ${user.first_name} ${user.last_name} <${user.email}> ${user.phone}`);
        console.log('Lines:');
        for (const l of lines)
          console.log(
            `  ${l.id}  ${l.kind} ${l.listing_slug}  ${l.arrival} → ${l.departure}  ${l.status}  ${dinars(l.total_millimes)}${l.answer_by ? `  answer by ${l.answer_by}` : ''}`,
          );
        console.log('Payment attempts:');
        for (const a of attempts)
          console.log(
            `  ${a.reference}  ${a.provider} ${a.gateway_ref ?? '-'}  ${a.status}  ${dinars(a.amount_millimes)}  ${a.created_at}`,
          );
        console.log('Refunds:');
        for (const r of refunds)
          console.log(`  ${r.id}  ${dinars(r.amount_millimes)}  ${r.reason}  ${r.status}  tries ${r.tries}`);
        console.log('Events:');
        for (const e of events)
          console.log(
            `  ${e.at}  ${e.type}${e.line_id ? ` line ${e.line_id}` : ''}${e.from_status || e.to_status ? `  ${e.from_status ?? ''} → ${e.to_status ?? ''}` : ''}${e.data ? `  ${e.data}` : ''}`,
          );
      }
    }
  } finally {
    await db.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
