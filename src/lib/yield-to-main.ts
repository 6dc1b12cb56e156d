/**
 * Ends the current task and resumes in a new one, so the browser can answer a tap or paint in
 * between: the app's boot is a chain of short tasks instead of one long one, which a phone would
 * spend hundreds of milliseconds on without answering.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
