/** When a JWT expires (ms since epoch), read from its payload without verifying it; null if unknown. */
export function tokenExpiresAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const parsed: unknown = JSON.parse(json);
    if (parsed && typeof parsed === 'object' && 'exp' in parsed && typeof parsed.exp === 'number') {
      return parsed.exp * 1000;
    }
    return null;
  } catch {
    return null;
  }
}
