import type { DecisionLink } from '../../../domain/contract/partners.ts';
import { type LinkCheck, LinkSigner } from '../../lib/link-signer.ts';
import type { Decision } from './partners.service.ts';

/** Signs and checks the operator's approve / reject links for an application (as providers' answers). */
export class DecisionLinks {
  private readonly signer: LinkSigner;

  constructor(secret: Buffer) {
    this.signer = new LinkSigner(secret);
  }

  /** The page the operator opens from the e-mail: a GET shows the application; only its button's POST decides. */
  url(origin: string, application: number, action: Decision, expires: number): string {
    const sig = this.signer.sign('partner-decision', [application, action, expires]);
    const query = new URLSearchParams({ application: String(application), action, expires: String(expires), sig });
    return `${origin}/partenaires/decision?${query}`;
  }

  check(link: DecisionLink, now: Date): LinkCheck {
    const parts = [link.application, link.action, link.expires];
    return this.signer.check('partner-decision', parts, link.sig, link.expires, now);
  }
}
