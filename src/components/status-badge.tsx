import { useLingui } from '@lingui/react/macro';
import type { DatedStatus } from '../../domain/dates.ts';

/** Past, in progress or upcoming, in words and colour (the words carry the meaning). */
export function StatusBadge({ status }: { status: DatedStatus }) {
  const { t } = useLingui();
  const label = { past: t`Terminé`, in_progress: t`En cours`, upcoming: t`À venir` }[status];
  return <span className={`badge badge-${status}`}>{label}</span>;
}
