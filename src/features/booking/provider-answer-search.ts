/** A hotel's answer link as the page reads it (checked by the server, not here). */
export interface ProviderLinkSearch {
  line?: number;
  action?: 'confirm' | 'refuse';
  expires?: number;
  sig?: string;
}

export function providerLinkSearch(raw: Record<string, unknown>): ProviderLinkSearch {
  const int = (value: unknown) => (/^\d{1,15}$/.test(String(value)) ? Number(value) : undefined);
  const line = int(raw.line);
  const expires = int(raw.expires);
  return {
    ...(line ? { line } : {}),
    ...(raw.action === 'confirm' || raw.action === 'refuse' ? { action: raw.action } : {}),
    ...(expires ? { expires } : {}),
    ...(typeof raw.sig === 'string' && /^[\w-]{20,100}$/.test(raw.sig) ? { sig: raw.sig } : {}),
  };
}
