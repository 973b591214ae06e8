import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { callsTo, mockFetch, sentHeader } from '@/testing/fetch';
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

const APPLY = 'POST /api/admin/products/import/apply';
const upload = { sheet: new File(['sku\n'], 'products.csv'), images: null };
const counts = { new: 2, changed: 1, unchanged: 0, refused: 1 };

describe('applyCatalogueImport', () => {
  it('reports each progress line as it arrives, even split across pieces, then the counts', async () => {
    const fetchMock = mockFetch({
      [APPLY]: () =>
        streamed([
          '{"type":"progress","done":0,"total":3}\n{"type":"prog',
          'ress","done":3,"total":3}\n',
          `${JSON.stringify({ type: 'done', counts })}\n`,
        ]),
    });
    const progress: [number, number][] = [];
    const result = await applyCatalogueImport(upload, 'ko', (done, total) =>
      progress.push([done, total]),
    );
    expect(result).toEqual(counts);
    expect(progress).toEqual([
      [0, 3],
      [3, 3],
    ]);
    const [[, init] = []] = callsTo(fetchMock, 'POST', '/api/admin/products/import/apply');
    expect(sentHeader(init, 'Accept-Language')).toBe('ko');
    expect(init?.body instanceof FormData && init.body.get('file')).toBeInstanceOf(File);
  });

  it('fails with the server message when the import rolled back', async () => {
    mockFetch({
      [APPLY]: () =>
        streamed(['{"type":"failed","code":"INTERNAL_ERROR","message":"Nothing was changed."}\n']),
    });
    const failure = applyCatalogueImport(upload, 'en', () => undefined);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ message: 'Nothing was changed.' });
  });
});
