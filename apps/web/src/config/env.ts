import * as z from 'zod/mini';

const envSchema = z.object({
  /** Base URL of the shop API; the dev server and the API itself both serve it at /api. */
  VITE_API_URL: z._default(z.string().check(z.minLength(1)), '/api'),
});

function parseEnv() {
  const parsed = envSchema.safeParse(import.meta.env);
  if (!parsed.success) {
    throw new Error(`Invalid web app environment: ${z.prettifyError(parsed.error)}`);
  }
  return { API_URL: parsed.data.VITE_API_URL.replace(/\/+$/, '') };
}

export const env = parseEnv();
