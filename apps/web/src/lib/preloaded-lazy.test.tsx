import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { preloadedLazy } from './preloaded-lazy';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

const renderPart = (Part: React.ComponentType<{ name: string }>) =>
  renderToString(
    <Suspense fallback={<p>waiting</p>}>
      <Part name="Minji" />
    </Suspense>,
  );

describe('preloadedLazy', () => {
  it('starts loading at once and renders without suspending once loaded', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const part = preloadedLazy(load);
    expect(load).toHaveBeenCalledTimes(1);

    await part.ready;
    // A plain React.lazy would render its fallback here: its first render always suspends.
    expect(renderPart(part.Component)).toContain('Hello <!-- -->Minji');
  });

  it('suspends while its code is still on its way', () => {
    const part = preloadedLazy(() => new Promise<typeof Greeting>(() => {}));
    expect(renderPart(part.Component)).toContain('waiting');
  });

  it('renders nothing when its code cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const part = preloadedLazy<{ name: string }>(() => Promise.reject(new Error('offline')));
    await part.ready;
    expect(renderPart(part.Component)).toBe('<!--$--><!--/$-->');
  });
});
