import { describe, expect, it } from 'vitest';
import { parseMessage, socketPath } from './socket';

describe('the table socket', () => {
  it('reads only the messages it knows, whole', () => {
    const at = '2030-01-01T00:00:00Z';
    expect(parseMessage(JSON.stringify({ type: 'pong', serverNow: at }))).toEqual({ type: 'pong', serverNow: at });
    expect(parseMessage(JSON.stringify({ type: 'round', serverNow: at, round: { roundId: 'r' }, seated: 1 }))).not.toBeNull();
    expect(parseMessage(JSON.stringify({ type: 'round', serverNow: at, round: null }))).toBeNull();
    expect(parseMessage(JSON.stringify({ type: 'settled', serverNow: at }))).toBeNull();
    expect(parseMessage(JSON.stringify({ type: 'pong' }))).toBeNull();
    expect(parseMessage(JSON.stringify([1, 2]))).toBeNull();
    expect(parseMessage(new ArrayBuffer(2))).toBeNull();
  });

  it('is the table’s own', () => {
    expect(socketPath('sic-bo')).toBe('/studio/sic-bo/api/ws');
  });
});
