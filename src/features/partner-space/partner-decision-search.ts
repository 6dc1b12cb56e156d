/** The operator's link as the page reads it (checked by the server, not here). */
export interface DecisionSearch {
  application?: number;
  action?: 'approve' | 'reject';
  expires?: number;
  sig?: string;
}

export function decisionSearch(raw: Record<string, unknown>): DecisionSearch {
  const int = (value: unknown) => (/^\d{1,15}$/.test(String(value)) ? Number(value) : undefined);
  const application = int(raw.application);
  const expires = int(raw.expires);
  return {
    ...(application ? { application } : {}),
    ...(raw.action === 'approve' || raw.action === 'reject' ? { action: raw.action } : {}),
    ...(expires ? { expires } : {}),
    ...(typeof raw.sig === 'string' && /^[\w-]{20,100}$/.test(raw.sig) ? { sig: raw.sig } : {}),
  };
}
