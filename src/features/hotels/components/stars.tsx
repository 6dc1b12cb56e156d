import { useLingui } from '@lingui/react/macro';

export function Stars({ count }: { count: number }) {
  const { t } = useLingui();
  if (count <= 0) return null;
  return (
    <span className="stars" role="img" aria-label={t`${count} étoiles`}>
      {'★'.repeat(count)}
    </span>
  );
}
