import { ApiError, authHeaders, buildUrl } from '@/lib/api-client';

/**
 * Downloads a back-office file (CSV, spreadsheet) under the server's file name. A plain link
 * cannot carry the sign-in header, so the file is fetched and handed to the browser as a blob.
 */
export async function downloadAdminFile(
  path: string,
  query: Parameters<typeof buildUrl>[1],
  fallbackName: string,
  /** The page's language, for files whose headers are written in it. */
  language?: string,
) {
  const response = await fetch(buildUrl(path, query), {
    headers: { ...authHeaders(), ...(language ? { 'Accept-Language': language } : {}) },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
    throw new ApiError(response.status, body);
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
