import { beforeEach, describe, expect, it } from 'vitest';
import { readFunBalance, readFunCredits, writeFunBalance, writeFunCredits } from './fun-credits';

describe('fun credits', () => {
  beforeEach(() => sessionStorage.clear());

  it('are saved with the fun session they belong to, and what the page keeps with them', () => {
    writeFunCredits('game:fun', 'fun_1', 1500n, { extra: { book: { r1: { staked: true } } } });
    expect(JSON.parse(sessionStorage.getItem('game:fun')!)).toEqual({ funId: 'fun_1', balance: '1500', book: { r1: { staked: true } } });
    expect(readFunCredits('game:fun')).toEqual({ funId: 'fun_1', balance: 1500n, saved: { funId: 'fun_1', balance: '1500', book: { r1: { staked: true } } } });
  });

  it('are not saved before the session has an id', () => {
    writeFunCredits('game:fun', undefined, 1500n);
    expect(sessionStorage.getItem('game:fun')).toBeNull();
  });

  it('may go below zero unless the page says they never do', () => {
    writeFunCredits('a', 'fun_1', -200n);
    expect(readFunCredits('a')?.balance).toBe(-200n);
    expect(readFunCredits('a', { nonNegative: true })).toBeNull();
    writeFunCredits('b', 'fun_1', -200n, { nonNegative: true });
    expect(readFunCredits('b', { nonNegative: true })?.balance).toBe(0n);
  });

  it('start afresh from anything unreadable', () => {
    sessionStorage.setItem('a', '{not json');
    sessionStorage.setItem('b', JSON.stringify({ funId: 'fun_1', balance: 12.5 }));
    sessionStorage.setItem('c', JSON.stringify({ balance: '100' }));
    expect(readFunCredits('a')).toBeNull();
    expect(readFunCredits('b')).toBeNull();
    expect(readFunCredits('c')).toBeNull();
    expect(readFunCredits('none')).toBeNull();
  });

  it('may be a bare balance', () => {
    expect(readFunBalance('reels')).toBeNull();
    writeFunBalance('reels', 12_345n);
    expect(sessionStorage.getItem('reels')).toBe('12345');
    expect(readFunBalance('reels')).toBe(12_345n);
    sessionStorage.setItem('reels', '-5');
    expect(readFunBalance('reels')).toBeNull();
  });
});
