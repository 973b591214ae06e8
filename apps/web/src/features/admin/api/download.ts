import { apiErrorOf, authHeaders, buildUrl } from '@/lib/api-client';

/**
 * Downloads a back-office file (CSV, spreadsheet) under the server's file name. A plain link
 * cannot carry the sign-in header, so the file is fetched and handed to the browser as a blob.
 * A raw request rather than the typed client: the answer is a file, which the document describes
 * without a schema, and only its bytes and its name matter here.
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
  if (!response.ok) throw await apiErrorOf(response);
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
