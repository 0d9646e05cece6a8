import { describe, expect, it } from 'vitest';
import { readCsvText, writeCsvText } from './listing-csv';

describe('text cells a spreadsheet would run as formulas', () => {
  it('gets an apostrophe before =, +, -, @, a tab or a carriage return', () => {
    expect(writeCsvText('=HYPERLINK("http://x.example","Click")')).toBe(
      `'=HYPERLINK("http://x.example","Click")`,
    );
    expect(writeCsvText('+263 77 000')).toBe("'+263 77 000");
    expect(writeCsvText('-5 to the shops')).toBe("'-5 to the shops");
    expect(writeCsvText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(writeCsvText('\tcmd')).toBe("'\tcmd");
    expect(writeCsvText('\rcmd')).toBe("'\rcmd");
    expect(writeCsvText("'=1+1")).toBe("''=1+1");
  });

  it('leaves other text as it is, apostrophes and signs inside it too', () => {
    for (const text of ['Sunny cottage', "It's a 3-bed house", 'a=b', '', "'quoted'", '5-10']) {
      expect(writeCsvText(text)).toBe(text);
    }
  });

  it('reads back every text as it was', () => {
    for (const text of ['=1+1', "'=1+1", "''@x", '-x', "'plain", 'plain', '\r\nx', '']) {
      expect(readCsvText(writeCsvText(text))).toBe(text);
    }
  });
});
