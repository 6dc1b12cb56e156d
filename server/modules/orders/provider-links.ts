import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type LinkCheck, LinkSigner } from '../../lib/link-signer.ts';

export type ProviderAction = 'confirm' | 'refuse';

export interface ProviderLink {
  line: number;
  action: ProviderAction;
  /** Epoch milliseconds after which the link answers nothing. */
  expires: number;
  sig: string;
}

/**
 * The secret that signs the links a hotel answers with: `PROVIDER_LINK_SECRET` when set, else a
 * random one written to `DATA_DIR/secrets/provider-links.key` at first start (mode 0600), so links
 * sent before a restart still work.
 */
export async function providerLinkSecret(dataDir: string, fromEnv: string | undefined): Promise<Buffer> {
  if (fromEnv) return Buffer.from(fromEnv, 'utf8');
  const file = path.join(dataDir, 'secrets', 'provider-links.key');
  try {
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
  } catch {
    const secret = randomBytes(32);
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    // `wx`: a second process starting at the same moment keeps the first one's secret.
    await writeFile(file, secret.toString('base64url'), { mode: 0o600, flag: 'wx' }).catch(async () => {
      secret.set(Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url'));
    });
    return secret;
  }
}

/** Signs and checks the hotel's answer links: which line, which answer, until when. */
export class ProviderLinks {
  private readonly signer: LinkSigner;

  constructor(secret: Buffer) {
    this.signer = new LinkSigner(secret);
  }

  sign(line: number, action: ProviderAction, expires: number): ProviderLink {
    return { line, action, expires, sig: this.signature(line, action, expires) };
  }

  /** The page the hotel opens from its e-mail (a GET shows it; only its button's POST answers). */
  url(origin: string, link: ProviderLink): string {
    const query = new URLSearchParams({
      line: String(link.line),
      action: link.action,
      expires: String(link.expires),
      sig: link.sig,
    });
    return `${origin}/prestataire/reponse?${query}`;
  }

  /** Whether the link is ours (constant-time) and still valid at `now`. */
  check(link: ProviderLink, now: Date): LinkCheck {
    return this.signer.check('provider-answer', [link.line, link.action, link.expires], link.sig, link.expires, now);
  }

  private signature(line: number, action: ProviderAction, expires: number): string {
    return this.signer.sign('provider-answer', [line, action, expires]);
  }
}
