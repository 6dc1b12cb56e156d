export function CardSkeleton() {
  return (
    <div className="card card-skeleton" aria-hidden="true">
      <div className="skeleton skeleton-image" />
      <div className="card-body">
        <div className="skeleton skeleton-line" />
        <div className="skeleton skeleton-line short" />
      </div>
    </div>
  );
}

export function BlockSkeleton({ height }: { height: number }) {
  return <div className="skeleton" style={{ blockSize: height }} aria-hidden="true" />;
}
