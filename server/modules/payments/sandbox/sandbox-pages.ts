import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { directionOf, isLocale, type Locale } from '../../../../domain/locales.ts';
import type { Database } from '../../../db/schema.ts';
import { dinars } from '../../bookings/mail-format.ts';
import { SandboxRepository } from './sandbox.repository.ts';
import { SANDBOX_PATH } from './sandbox-gateway.ts';
import { SANDBOX_TEXTS } from './sandbox-texts.ts';

const REF = /^sbx_[0-9a-f]{24}$/;
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The sandbox gateway's hosted page (`PAYMENT_PROVIDER=sandbox`): what a bank's page does, for
 * testers. Approve and decline settle the payment at the "bank", call Rihla's callback, then send
 * the traveller back; abandon only sends them back; approve-too-late first lets the order's hold
 * expire, then waits for the tester to send the bank's (late) confirmation.
 */
export async function sandboxPages(
  app: FastifyInstance,
  options: {
    db: Kysely<Database>;
    /** Calls Rihla's callback URL as the bank's server would. */
    notify: (url: string) => Promise<void>;
    /** Ends the order's hold now (for approve-too-late). */
    endHold: (orderReference: string) => Promise<unknown>;
  },
) {
  const { db } = options;
  // The page's buttons are plain HTML forms; what they post is in the URL, not the body.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_r, _b, done) => done(null, {}),
  );
  const books = new SandboxRepository(db);
  const find = (ref: string) => (REF.test(ref) ? books.byRef(ref) : Promise.resolve(undefined));
  const localeOf = (query: unknown): Locale => {
    const lang = (query as { lang?: unknown }).lang;
    return isLocale(lang) ? lang : 'fr';
  };
  const html = (reply: FastifyReply, locale: Locale, body: string, status = 200) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('content-type', 'text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(SANDBOX_TEXTS[locale].title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1b2733}h1{font-size:1.4rem}.box{border:1px solid #c9d3dd;border-radius:12px;padding:1rem 1.25rem;margin:1rem 0}form{margin:.6rem 0}button{min-height:48px;width:100%;font:inherit;border-radius:10px;border:1px solid #0b5c7a;background:#fff;color:#0b5c7a;cursor:pointer}button.primary{background:#0b5c7a;color:#fff}p.hint{font-size:.9rem;color:#4a5a69;margin:.2rem 0 0}bdi{font-variant-numeric:tabular-nums}</style></head><body>${body}</body></html>`,
      );
  const pageUrl = (ref: string, action: string, locale: Locale) =>
    `${SANDBOX_PATH}/pay/${ref}/${action}?lang=${locale}`;
  const button = (ref: string, action: string, locale: Locale, label: string, primary = false) =>
    `<form method="post" action="${pageUrl(ref, action, locale)}"><button type="submit"${primary ? ' class="primary"' : ''}>${escapeHtml(label)}</button></form>`;

  app.get<{ Params: { ref: string } }>(`${SANDBOX_PATH}/pay/:ref`, async (request, reply) => {
    const locale = localeOf(request.query);
    const t = SANDBOX_TEXTS[locale];
    const payment = await find(request.params.ref);
    if (!payment) return html(reply, locale, `<h1>${escapeHtml(t.notFound)}</h1>`, 404);
    if (payment.status !== 'pending')
      return html(reply, locale, `<h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.done)}</p>`);
    const ref = payment.gateway_ref;
    return html(
      reply,
      locale,
      `<h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.notice)}</p><div class="box"><p>${escapeHtml(t.order)} : <bdi dir="ltr">${escapeHtml(payment.order_reference)}</bdi></p><p>${escapeHtml(t.amount)} : <bdi dir="ltr"><strong>${escapeHtml(dinars(payment.amount_millimes, locale))}</strong></bdi></p></div>` +
        button(ref, 'approve', locale, t.approve, true) +
        button(ref, 'decline', locale, t.decline) +
        button(ref, 'abandon', locale, t.abandon) +
        button(ref, 'approve-late', locale, t.approveLate) +
        `<p class="hint">${escapeHtml(t.approveLateHint)}</p>`,
    );
  });

  app.post<{ Params: { ref: string; action: string } }>(`${SANDBOX_PATH}/pay/:ref/:action`, async (request, reply) => {
    const locale = localeOf(request.query);
    const t = SANDBOX_TEXTS[locale];
    const payment = await find(request.params.ref);
    if (!payment) return html(reply, locale, `<h1>${escapeHtml(t.notFound)}</h1>`, 404);
    const ref = payment.gateway_ref;
    const settle = async (status: 'completed' | 'failed') => {
      await books.settle(ref, status);
      // A bank calls the merchant's server, then sends the customer back: same order here.
      await options.notify(`${payment.callback_url}&payment_ref=${ref}`).catch(() => {});
    };
    switch (request.params.action) {
      case 'approve':
        await settle('completed');
        return reply.redirect(payment.success_url, 303);
      case 'decline':
        await settle('failed');
        return reply.redirect(payment.fail_url, 303);
      case 'abandon':
        // The traveller left the page: the bank records nothing, it says so when asked later.
        await books.settle(ref, 'failed');
        return reply.redirect(payment.fail_url, 303);
      case 'approve-late':
        if (payment.status !== 'pending') return reply.redirect(`${SANDBOX_PATH}/pay/${ref}?lang=${locale}`, 303);
        await options.endHold(payment.order_reference);
        return html(
          reply,
          locale,
          `<h1>${escapeHtml(t.lateTitle)}</h1><p>${escapeHtml(t.lateBody)}</p>` +
            button(ref, 'confirm-late', locale, t.sendConfirmation, true),
        );
      case 'confirm-late':
        await settle('completed');
        return reply.redirect(payment.success_url, 303);
      default:
        return html(reply, locale, `<h1>${escapeHtml(t.notFound)}</h1>`, 404);
    }
  });
}
