import { createHmac, timingSafeEqual } from 'node:crypto';

export type LinkCheck = 'ok' | 'forged' | 'expired';

/**
 * Signs the links sent by e-mail that act without a session (a provider's answer, the operator's
 * decision on a partner): an HMAC of what the link does and until when, under one secret.
 */
export class LinkSigner {
  constructor(private readonly secret: Buffer) {}

  sign(purpose: string, parts: readonly (string | number)[]): string {
    return createHmac('sha256', this.secret)
      .update([purpose, ...parts].join('.'))
      .digest('base64url');
  }

  /** Whether `sig` is ours for these parts (constant-time) and `expires` (epoch ms) is still ahead of `now`. */
  check(purpose: string, parts: readonly (string | number)[], sig: string, expires: number, now: Date): LinkCheck {
    const expected = Buffer.from(this.sign(purpose, parts));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
    return now.getTime() > expires ? 'expired' : 'ok';
  }
}
