import { describe, expect, it } from 'vitest';
import { minorToDecimal, toCsv } from './csv';

describe('toCsv', () => {
  it('quotes what needs quoting and doubles quotes', () => {
    expect(toCsv(['a', 'b'], [['x, y', 'say "hi"'], ['line\nbreak', 3]])).toBe('a,b\r\n"x, y","say ""hi"""\r\n"line\nbreak",3\r\n');
  });
  it('never lets a spreadsheet run a formula, but keeps negative numbers', () => {
    expect(toCsv(['f'], [['=HYPERLINK("x")'], ['-12.50'], ['@SUM(A1)']])).toBe('f\r\n"\'=HYPERLINK(""x"")"\r\n-12.50\r\n\'@SUM(A1)\r\n');
  });
});

describe('minorToDecimal', () => {
  it('writes minor units as a plain decimal', () => {
    expect(minorToDecimal('123456')).toBe('1234.56');
    expect(minorToDecimal('5')).toBe('0.05');
    expect(minorToDecimal('-1000')).toBe('-10.00');
    expect(minorToDecimal('0')).toBe('0.00');
  });
});
