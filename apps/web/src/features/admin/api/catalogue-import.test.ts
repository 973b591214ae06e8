import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { applyCatalogueImport } from './catalogue-import';

/** An answer whose body arrives in the given pieces, as a slow connection delivers it. */
function streamed(pieces: string[]) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'application/x-ndjson' } });
}

const upload = { sheet: new File(['sku\n'], 'products.csv'), images: null };
const counts = { new: 2, changed: 1, unchanged: 0, refused: 1 };

describe('applyCatalogueImport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reports each progress line as it arrives, even split across pieces, then the counts', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        streamed([
          '{"type":"progress","done":0,"total":3}\n{"type":"prog',
          'ress","done":3,"total":3}\n',
          `${JSON.stringify({ type: 'done', counts })}\n`,
        ]),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const progress: [number, number][] = [];
    const result = await applyCatalogueImport(upload, 'ko', (done, total) =>
      progress.push([done, total]),
    );
    expect(result).toEqual(counts);
    expect(progress).toEqual([
      [0, 3],
      [3, 3],
    ]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/products/import/apply');
    expect(init.headers).toMatchObject({ 'Accept-Language': 'ko' });
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('fails with the server message when the import rolled back', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        streamed(['{"type":"failed","code":"INTERNAL_ERROR","message":"Nothing was changed."}\n']),
      ),
    );
    const failure = applyCatalogueImport(upload, 'en', () => undefined);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ message: 'Nothing was changed.' });
  });
});
