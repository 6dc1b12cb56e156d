import { useLingui } from '@lingui/react/macro';
import type { Agency } from '../../../../domain/contract/catalogue.ts';

export function AgencyStatus({ status }: { status: Agency['status'] }) {
  const { t } = useLingui();
  const label = { active: t`Active`, inactive: t`Inactive`, pending: t`En attente` }[status];
  return <span className={`badge badge-agency-${status}`}>{label}</span>;
}
