type UpdateListener = (apply: () => void) => void;
let listener: UpdateListener | null = null;
let pending: (() => void) | null = null;

/** The update prompt subscribes here; a waiting worker is offered, never forced. */
export function onUpdateAvailable(next: UpdateListener): () => void {
  listener = next;
  if (pending) next(pending);
  return () => {
    listener = null;
  };
}

export function announceUpdate(apply: () => void): void {
  pending = apply;
  listener?.(apply);
}
