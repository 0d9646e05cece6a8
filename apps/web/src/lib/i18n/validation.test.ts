import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { passwordChecks } from '@propdesk/shared';
import { describe, expect, it } from 'vitest';
import { readerIn } from '../../test/catalog';
import { validationMessage, validationTranslation } from './validation';

const shared = path.resolve(import.meta.dirname, '../../../../../packages/shared/src');

/** The schemas, and the rules whose English a schema gives as its message. */
const SOURCES = [
  ...readdirSync(path.join(shared, 'schemas'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join(shared, 'schemas', file)),
  path.join(shared, 'rules/password-strength.ts'),
  path.join(shared, 'rules/contact-detection.ts'),
];

const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

const LITERAL = /(?:'((?:\\.|[^'\\\n])*)'|"((?:\\.|[^"\\\n])*)"|`((?:\\.|[^`\\])*)`)/g;

/** `.describe('…')` and the like: words of the API's document, not messages. */
const NOT_A_MESSAGE_BEFORE =
  /(?:\.describe\(|\.meta\(\{[^}]*|from|import\(|label:|new RegExp\()\s*$/;

interface Source {
  file: string;
  text: string;
}

const sources = (): Source[] =>
  SOURCES.map((file) => ({ file, text: withoutComments(readFileSync(file, 'utf8')) }));

/** Functions that take a field's name (`label`) or an API description first, where they start. */
function builders(sources: Source[], parameter: 'label' | 'description') {
  const found: { name: string; file: string; start: number; end: number }[] = [];
  for (const { file, text } of sources) {
    const definition = new RegExp(`(?:const|function) (\\w+) =? ?\\(${parameter}: string`, 'g');
    for (const match of text.matchAll(definition)) {
      // A builder runs to the next top-level declaration.
      const next = text.slice(match.index + 1).search(/\n(?:export )?(?:const|function) /);
      const end = next < 0 ? text.length : match.index + 1 + next;
      found.push({ name: match[1]!, file, start: match.index, end });
    }
  }
  return found;
}

/**
 * The field names each label builder is given, directly (`tooLong('Title', …)`) or through
 * another builder that passes its own on (`price('Deposit')` → `moneySchema(label, …)`).
 */
function labelsByBuilder(sources: Source[]) {
  const all = builders(sources, 'label');
  const labels = new Map(all.map((b) => [b.name, new Set<string>()]));
  for (const { text } of sources) {
    for (const { name } of all) {
      for (const m of text.matchAll(new RegExp(`\\b${name}\\(\\s*'([^']+)'`, 'g'))) {
        labels.get(name)!.add(m[1]!);
      }
    }
  }
  for (let changed = true; changed;) {
    changed = false;
    for (const outer of all) {
      const body = sources.find((s) => s.file === outer.file)!.text.slice(outer.start, outer.end);
      for (const inner of all) {
        if (inner === outer || !new RegExp(`\\b${inner.name}\\(label\\b`).test(body)) continue;
        for (const label of labels.get(outer.name)!) {
          if (!labels.get(inner.name)!.has(label)) {
            labels.get(inner.name)!.add(label);
            changed = true;
          }
        }
      }
    }
  }
  return { all, labels };
}

/** The values a `${…}` of a message may take, as the test writes them. */
function samples(expression: string, labels: readonly string[]): string[] {
  if (/^missing\.label/.test(expression)) {
    return passwordChecks('').map((check) => check.label.toLowerCase());
  }
  if (/^label\b/.test(expression)) {
    return labels.map((label) =>
      expression.includes('toLowerCase') ? label.toLowerCase() : label,
    );
  }
  return ['7']; // a limit, a count or a list of codes
}

/** Every message each source can produce, with the values its templates may take. */
function schemaMessages(): { file: string; message: string }[] {
  const read = sources();
  const { all, labels } = labelsByBuilder(read);
  const names = new Set([...labels.values()].flatMap((set) => [...set]));
  const describers = builders(read, 'description').map((b) => b.name);
  const found: { file: string; message: string }[] = [];
  for (const { file, text } of read) {
    const isRule = file.includes('/rules/');
    for (const match of text.matchAll(LITERAL)) {
      const before = text.slice(Math.max(0, match.index - 80), match.index);
      if (NOT_A_MESSAGE_BEFORE.test(before)) continue;
      if (describers.some((name) => new RegExp(`\\b${name}\\(\\s*$`).test(before))) continue;
      // In a rule, only what it returns or names as a constant is a message.
      if (isRule && !/(?:return|export const \w+ =)\s*$/.test(before)) continue;
      const words = match[1] ?? match[2] ?? match[3] ?? '';
      // A message is words: a sentence, or one capitalised word given as a rule's message.
      const isMessage =
        (/ /.test(words) && /[a-z]/i.test(words)) ||
        (/^[A-Z][a-z]+$/.test(words) && /,\s*$/.test(before));
      if (!isMessage || names.has(words) || words.startsWith('^')) continue;
      const builder = all.find(
        (b) => b.file === file && b.start < match.index && match.index < b.end,
      );
      const fields = builder ? [...labels.get(builder.name)!] : [];
      let variants = [''];
      for (const part of words.split(/(\$\{[^}]*\})/)) {
        const values = part.startsWith('${') ? samples(part.slice(2, -1), fields) : [part];
        variants = variants.flatMap((head) => values.map((value) => head + value));
      }
      for (const message of variants) found.push({ file: path.basename(file), message });
    }
  }
  return found;
}

describe("the shared schemas' validation messages", () => {
  it('are found in the schemas', () => {
    const found = schemaMessages().map((m) => m.message);
    // The scan reads what it should: plain, built and rule messages.
    expect(found).toContain('Enter a valid email address');
    expect(found).toContain('Name must be at most 7 characters');
    expect(found).toContain('Rental price can have at most 2 decimals');
    expect(found).toContain('Password needs a digit');
    expect(found).toContain('Phone number detected');
    expect(found).toContain('Required');
    expect(found).not.toContain('Default true');
  });

  it('each have an entry in the web catalog', () => {
    const unknown = schemaMessages()
      .filter(({ message }) => !validationTranslation(message))
      .map(({ file, message }) => `${file}: ${message}`);
    expect(unknown).toEqual([]);
  });

  it('read in French, with their values in place', async () => {
    const i18n = await readerIn('fr');
    expect(validationMessage('Enter a valid email address', i18n)).toBe(
      'Saisissez une adresse e-mail valide',
    );
    expect(validationMessage('Title must be at most 160 characters', i18n)).toBe(
      'Titre : 160 caractères au maximum',
    );
    expect(validationMessage('Choose a time in the next 90 days', i18n)).toBe(
      'Choisissez un horaire dans les 90 prochains jours',
    );
    expect(validationMessage('Latitude must be between -90 and 90', i18n)).toBe(
      'Latitude : entre -90 et 90',
    );
  });

  it('read in Arabic', async () => {
    const i18n = await readerIn('ar');
    expect(validationMessage('Enter a valid phone number', i18n)).toBe('أدخل رقم هاتف صالحًا');
    expect(validationMessage('Reply must be at most 5000 characters', i18n)).toBe(
      'الرد: الحد الأقصى لعدد الأحرف 5000',
    );
  });

  it('stay English when the web does not know them, or the field they name', async () => {
    const i18n = await readerIn('fr');
    expect(validationMessage('Something new went wrong', i18n)).toBe('Something new went wrong');
    expect(validationMessage('Colour must be at most 9 characters', i18n)).toBe(
      'Colour must be at most 9 characters',
    );
    // The API's detail of a nested field keeps its path.
    expect(validationMessage('location.city: Required', i18n)).toBe('location.city: Obligatoire');
  });

  it('read English as written, in English', () => {
    for (const { message } of schemaMessages()) expect(validationMessage(message)).toBe(message);
  });
});
