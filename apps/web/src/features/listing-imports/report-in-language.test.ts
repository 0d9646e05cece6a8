import { setupI18n } from '@lingui/core';
import { parse } from 'csv-parse/browser/esm/sync';
import { describe, expect, it } from 'vitest';
import { readerIn } from '../../test/catalog';
import { reportInLanguage } from './report-in-language';

const BOM = '\uFEFF';
const isolated = (value: string) => `\u2068${value}\u2069`;
const REPORT =
  `${BOM}Row,AgentReference,Outcome,Reason,ListingId\n` +
  '2,AG-1,created,,LST123\n' +
  `3,"AG-2, ""B""",failed,Must be a number; Unknown suburb 'Avondle'. Did you mean 'Avondale'?,\n` +
  '4,AG-3,would skip,Empty row,\n';

describe("an import's report in the reader's language", () => {
  it('reads the columns, outcomes and reasons in French, the values as they are', async () => {
    const i18n = await readerIn('fr', ['listing-imports']);
    const text = reportInLanguage(REPORT, i18n);
    expect(text.startsWith(BOM)).toBe(true);
    const [header, created, failed, dry]: string[][] = parse(text, { bom: true });
    expect(header).toEqual(['Ligne', 'AgentReference', 'Résultat', 'Raison', 'ListingId']);
    expect(created).toEqual(['2', 'AG-1', 'créée', '', 'LST123']);
    expect(failed).toEqual([
      '3',
      'AG-2, "B"',
      'échouée',
      `Doit être un nombre; Quartier inconnu « ${isolated('Avondle')} ». Vouliez-vous dire « ${isolated('Avondale')} » ?`,
      '',
    ]);
    expect(dry).toEqual(['4', 'AG-3', 'serait ignorée', 'Ligne vide', '']);
  });

  it('reads in Arabic', async () => {
    const i18n = await readerIn('ar', ['listing-imports']);
    const [header, created]: string[][] = parse(reportInLanguage(REPORT, i18n), { bom: true });
    expect(header).toEqual(['الصف', 'AgentReference', 'النتيجة', 'السبب', 'ListingId']);
    expect(created![2]).toBe('أُنشئ');
  });

  it('leaves an English report as the API wrote it', () => {
    const english = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(reportInLanguage(REPORT, english)).toBe(REPORT);
  });
});
