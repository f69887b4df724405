import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, classifyChunkError, loadChunk } from './lazy-chunk';

describe('classifyChunkError', () => {
  it.each([
    ['Chrome', new TypeError('Failed to fetch dynamically imported module: http://x/assets/promotions-abc.js')],
    ['Firefox', new TypeError('error loading dynamically imported module: http://x/assets/a.js')],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['an HTTP 404', new Error('GET http://x/assets/a.js 404 (Not Found)')],
    ['a missing module', new Error("Cannot find module './member-center'")],
  ])('calls %s failure "missing"', (_, error) => {
    expect(classifyChunkError(error)).toBe('missing');
  });

  it('calls a timeout "timeout"', () => {
    expect(classifyChunkError(new Error('Loading chunk 7 timed out'))).toBe('timeout');
    expect(classifyChunkError(new ChunkLoadError('Promotions', 'timeout', null))).toBe('timeout');
  });

  it('calls anything else "other"', () => {
    expect(classifyChunkError(new SyntaxError('Unexpected token <'))).toBe('other');
    expect(classifyChunkError('boom')).toBe('other');
    expect(classifyChunkError(undefined)).toBe('other');
  });
});

describe('loadChunk', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves with the module when the import succeeds', async () => {
    const mod = { default: 'screen' };
    await expect(loadChunk('Promotions', () => Promise.resolve(mod), 1000)).resolves.toBe(mod);
  });

  it('names the chunk and the reason when the import fails', async () => {
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    const error = await loadChunk('MemberCenter', failing, 1000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ chunk: 'MemberCenter', reason: 'missing' });
  });

  it('gives up after the deadline with reason "timeout" (SPEC.md §9: 120000 ms by default)', async () => {
    vi.useFakeTimers();
    const never = () => new Promise<never>(() => {});
    const pending = loadChunk('Lottery', never).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ chunk: 'Lottery', reason: 'timeout' });
  });
});
