/** Copies the server's field errors (dotted paths) onto a react-hook-form; returns whether any matched. */
export function applyFieldErrors<Name extends string>(
  fieldErrors: Record<string, string[]>,
  setError: (name: Name, error: { type: string; message: string }) => void,
): boolean {
  let applied = false;
  for (const [name, messages] of Object.entries(fieldErrors)) {
    if (!name || name === '_' || !messages[0]) continue;
    setError(name as Name, { type: 'server', message: messages[0] });
    applied = true;
  }
  return applied;
}
