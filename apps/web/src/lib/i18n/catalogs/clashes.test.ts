import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../../..');
const po = formatter({ origins: false });

/** Every catalog of the web app, as `<folder>/locales/<language>.po`. */
function catalogFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return catalogFiles(full);
    return path.basename(dir) === 'locales' && entry.name.endsWith('.po') ? [full] : [];
  });
}

describe('the catalogs of one language', () => {
  // A language's catalogs are merged into one table when it loads (catalogs/merge.ts), so two
  // folders that translate the same English (and context) differently would show either one.
  it('translate the same message the same way in every folder', async () => {
    const seen = new Map<string, { translation: string; file: string }>();
    const clashes: string[] = [];
    for (const file of catalogFiles(src)) {
      const language = path.basename(file, '.po');
      const catalog = await po.parse(readFileSync(file, 'utf8'), {
        locale: language,
        sourceLocale: 'en',
        filename: file,
      });
      for (const [id, entry] of Object.entries(catalog ?? {})) {
        const key = `${language} ${id}`;
        const translation = entry.translation ?? '';
        const before = seen.get(key);
        if (before && before.translation !== translation) {
          clashes.push(
            `${language} "${entry.message}": "${before.translation}" (${path.relative(src, before.file)}) ≠ "${translation}" (${path.relative(src, file)})`,
          );
        }
        seen.set(key, { translation, file });
      }
    }
    expect(clashes).toEqual([]);
  });
});
