import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('writes plain text and numbers as they are, and nothing for a missing value', () => {
    expect(csvCell('Ada Lovelace')).toBe('Ada Lovelace');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes (RFC 4180)', () => {
    expect(csvCell('Smith, John')).toBe('"Smith, John"');
    expect(csvCell('The "Boss"')).toBe('"The ""Boss"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rlf')).toBe('"cr\rlf"');
  });

  it('keeps text that starts like a formula as text', () => {
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('+44 20 7946 0000')).toBe("'+44 20 7946 0000");
    expect(csvCell('-x')).toBe("'-x");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('toCsv', () => {
  it('writes a byte-order mark, the header and CRLF-ended records', () => {
    expect(toCsv(['Name', 'Age'], [['Ada', 36], ['Bo, B', null]])).toBe('\uFEFFName,Age\r\nAda,36\r\n"Bo, B",\r\n');
  });

  it('writes only the header when there are no rows', () => {
    expect(toCsv(['Name'], [])).toBe('\uFEFFName\r\n');
  });
});
