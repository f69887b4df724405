import { describe, expect, it } from 'vitest';
import { pgArray } from './pg-array';

describe('pgArray', () => {
  it('writes numbers, booleans, nulls and quoted texts', () => {
    expect(pgArray([1, 2n, true, null])).toBe('{1,2,true,NULL}');
    expect(pgArray(['a', 'b"c', 'd\\e', 'NULL', ''])).toBe('{"a","b\\"c","d\\\\e","NULL",""}');
    expect(pgArray([])).toBe('{}');
  });
});
