/** Runs `callback` once the browser is idle (or after a short delay where it cannot tell). */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 2000);
  return () => clearTimeout(timer);
}
