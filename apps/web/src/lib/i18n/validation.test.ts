import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { passwordChecks } from '@propdesk/shared';
import { describe, expect, it } from 'vitest';
import { readerIn } from '../../test/catalog';
import { importReasonMessage, validationMessage, validationTranslation } from './validation';

const shared = path.resolve(import.meta.dirname, '../../../../../packages/shared/src');

/** The schemas, and the rules whose English a schema gives as its message. */
const SOURCES = [
  ...readdirSync(path.join(shared, 'schemas'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join(shared, 'schemas', file)),
  path.join(shared, 'rules/password-strength.ts'),
  path.join(shared, 'rules/contact-detection.ts'),
  path.join(shared, 'rules/listing-csv.ts'),
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
      // In a rule, only what it returns, names as a constant or gives as a cell's problem.
      if (isRule && !/(?:return|export const \w+ =|problem:)\s*$/.test(before)) continue;
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
    expect(found).toContain('Photos must be http or https addresses');
    expect(found).toContain('At most 7 photos');
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

/** A name from a file or a feed as a translated message isolates it (as `<bdi>` would). */
const named = (name: string) => `\u2068${name}\u2069`;

/**
 * Every message a listing import can give a row (the shared CSV readers, the API's
 * listing-imports rows, names and plan, and the properties service it writes through), with
 * its French.
 */
const IMPORT_MESSAGES: [string, string][] = [
  ['AgentReference is required', 'AgentReference : champ obligatoire'],
  ['At most 100 characters', '100 caractères au maximum'],
  ['Must be yes or no', 'Doit être oui ou non'],
  ['Must be a number', 'Doit être un nombre'],
  ['Must be one of SALE, RENT, QUICK_RENT', 'Doit être l’une des valeurs SALE, RENT, QUICK_RENT'],
  ['Must be one of TOTAL, UNIT', 'Doit être l’une des valeurs TOTAL, UNIT'],
  ['Must be a whole number from 0 to 999', 'Doit être un nombre entier de 0 à 999'],
  ['At most 50 photos', '50 photos au maximum'],
  ['Photos must be http or https addresses', 'Les photos doivent être des adresses http ou https'],
  ['Enter the property type', 'Indiquez le type de bien'],
  ['Select a suburb', 'Choisissez un quartier'],
  ["Unknown type 'Hose'.", `Type inconnu « ${named('Hose')} ».`],
  [
    "Unknown type 'Hose'. Did you mean 'House'?",
    `Type inconnu « ${named('Hose')} ». Vouliez-vous dire « ${named('House')} » ?`,
  ],
  ["Unknown suburb 'Xyz'.", `Quartier inconnu « ${named('Xyz')} ».`],
  [
    "Unknown suburb 'Avondle'. Did you mean 'Avondale'?",
    `Quartier inconnu « ${named('Avondle')} ». Vouliez-vous dire « ${named('Avondale')} » ?`,
  ],
  ["Unknown city 'Harar'.", `Ville inconnue « ${named('Harar')} ».`],
  [
    "Unknown city 'Harar'. Did you mean 'Harare'?",
    `Ville inconnue « ${named('Harar')} ». Vouliez-vous dire « ${named('Harare')} » ?`,
  ],
  ["Unknown country 'Zimbabwi'.", `Pays inconnu « ${named('Zimbabwi')} ».`],
  [
    "Unknown country 'Zimbabwi'. Did you mean 'Zimbabwe'?",
    `Pays inconnu « ${named('Zimbabwi')} ». Vouliez-vous dire « ${named('Zimbabwe')} » ?`,
  ],
  [
    "There are several suburbs named 'Avondale': add the City column",
    `Plusieurs quartiers s’appellent « ${named('Avondale')} » : ajoutez la colonne City`,
  ],
  [
    "'R-1' is also on row 2: a listing can be in the file once",
    `« ${named('R-1')} » figure aussi à la ligne ${named('2')} : un bien ne peut être qu’une fois dans le fichier`,
  ],
  ['Empty row', 'Ligne vide'],
  [
    'bedrooms: this site has no BEDROOM feature',
    'bedrooms: ce site n’a pas la caractéristique BEDROOM',
  ],
  [
    'Photo https://example.com/a.jpg not added: Something went wrong on our side. Please try again.',
    `Photo ${named('https://example.com/a.jpg')} non ajoutée : Un problème est survenu de notre côté. Veuillez réessayer.`,
  ],
  [
    'Photos not added: Something went wrong on our side. Please try again.',
    'Photos non ajoutées : Un problème est survenu de notre côté. Veuillez réessayer.',
  ],
  [
    'The file could not be read: Invalid Record Length: expect 3, got 2 on line 4',
    'Le fichier n’a pas pu être lu : Invalid Record Length: expect 3, got 2 on line 4',
  ],
  ['The uploaded file is no longer stored', 'Le fichier envoyé n’est plus conservé'],
  ['The agent of this import no longer exists', 'L’agent de cet import n’existe plus'],
  // Why a photo by address was not added.
  [
    'Photo https://example.com/a.jpg not added: The photo address is not allowed',
    `Photo ${named('https://example.com/a.jpg')} non ajoutée : L’adresse de la photo n’est pas autorisée`,
  ],
  ['The photo could not be downloaded', 'La photo n’a pas pu être téléchargée'],
  ['The photo is too large', 'La photo est trop volumineuse'],
  ['The photo took too long to download', 'Le téléchargement de la photo a pris trop de temps'],
  ['The photo address redirects too many times', 'L’adresse de la photo redirige trop de fois'],
  ['The image could not be read', 'L’image n’a pas pu être lue'],
  [
    'Only JPEG, PNG and WebP images are accepted',
    'Seules les images JPEG, PNG et WebP sont acceptées',
  ],
  [
    'The file contains markup and is not a plain image',
    'Le fichier contient du balisage et n’est pas une simple image',
  ],
  [
    'The image is 640x400 pixels; photos must be at least 800x500',
    `L’image fait ${named('640x400')} pixels ; les photos doivent faire au moins ${named('800x500')}`,
  ],
  [
    'The image is 20000x20000 pixels; at most 100 megapixels are accepted',
    `L’image fait ${named('20000x20000')} pixels ; 100 mégapixels au maximum sont acceptés`,
  ],
  [
    'KITCHEN holds at most 20 images: 2 more can be added',
    'KITCHEN contient au plus 20 images : encore 2 possibles',
  ],
  [
    'KITCHEN already holds 20 images: delete one to add another',
    'KITCHEN contient déjà 20 images : supprimez-en une pour en ajouter une autre',
  ],
  ['BEDROOM does not apply to Land', `BEDROOM ne s’applique pas au type ${named('Land')}`],
  ['Currency must be one of USD, ZWG', 'Devise : doit être l’une des valeurs USD, ZWG'],
  // The editor's rules (propertyCreateSchema), as the report prefixes them with the column.
  ['PublicRemarks: Phone number detected', 'PublicRemarks: Numéro de téléphone détecté'],
  [
    'Sale price must be between 1 and 100,000,000,000',
    'Prix de vente : entre 1 et 100,000,000,000',
  ],
];

/** Every reason a RESO replication run gives a listing it skipped, failed or archived. */
const RESO_REASONS: [string, string][] = [
  ['The record has no ListingKey', 'L’enregistrement n’a pas de ListingKey'],
  ['The record has no SubdivisionName', 'L’enregistrement n’a pas de SubdivisionName'],
  [
    "No type of this site matches 'Farm'",
    `Aucun type de ce site ne correspond à « ${named('Farm')} »`,
  ],
  [
    "No suburb of this site is named 'Borrowdale, Harare, ZW'",
    `Aucun quartier de ce site ne s’appelle « ${named('Borrowdale, Harare, ZW')} »`,
  ],
  [
    "Several suburbs of this site are named 'Avondale'",
    `Plusieurs quartiers de ce site s’appellent « ${named('Avondale')} »`,
  ],
  [
    "No agent of this site is mapped to member 'M1' or office ''",
    `Aucun agent de ce site n’est associé au membre « ${named('M1')} » ni au bureau « ${named('')} »`,
  ],
  ['Not active there (Pending)', `Inactif sur la source (${named('Pending')})`],
  ['Withdrawn there', `${named('Withdrawn')} sur la source`],
  ['Active Under Contract there', `${named('Active Under Contract')} sur la source`],
  ['Withdrawn from the source', 'Retiré de la source'],
  ['The mapped agent is no longer an agent here', 'L’agent associé n’est plus agent sur ce site'],
  ['The agent of this listing no longer exists', 'L’agent de ce bien n’existe plus'],
  ['latitude: Latitude must be between -90 and 90', 'latitude: Latitude : entre -90 et 90'],
];

/** Every error a RESO source's remote server can end a run or a connection test with. */
const RESO_RUN_ERRORS: [string, string][] = [
  [
    'https://mls.example/token took too long to answer',
    `${named('https://mls.example/token')} a mis trop de temps à répondre`,
  ],
  [
    'The address http://10.0.0.1/odata is not allowed (only public http(s) servers)',
    `L’adresse ${named('http://10.0.0.1/odata')} n’est pas autorisée (serveurs http(s) publics uniquement)`,
  ],
  [
    'https://mls.example/odata/Property answered more than 20971520 bytes',
    `${named('https://mls.example/odata/Property')} a répondu plus de ${named('20971520')} octets`,
  ],
  [
    'https://mls.example/token could not be reached',
    `${named('https://mls.example/token')} est injoignable`,
  ],
  [
    'https://mls.example/odata/Property did not answer JSON',
    `${named('https://mls.example/odata/Property')} n’a pas répondu en JSON`,
  ],
  [
    'The token endpoint refused the credentials (401) (invalid_client: unknown client)',
    `Le point de jeton a refusé les identifiants (${named('401')}) : ${named('invalid_client: unknown client')}`,
  ],
  [
    'The token endpoint refused the credentials (401)',
    `Le point de jeton a refusé les identifiants (${named('401')})`,
  ],
  [
    'The server refused the credentials (403)',
    `Le serveur a refusé les identifiants (${named('403')})`,
  ],
  [
    'The server asked to slow down (429): retry after 30 s',
    `Le serveur a demandé de ralentir (429) : réessayer dans ${named('30')} s`,
  ],
  ['The token endpoint asked to slow down (429)', 'Le point de jeton a demandé de ralentir (429)'],
  ['The server failed (503)', `Le serveur a échoué (${named('503')})`],
  ['The token endpoint answered 302', `Le point de jeton a répondu ${named('302')}`],
  [
    'The token endpoint answered no access_token',
    'Le point de jeton n’a renvoyé aucun access_token',
  ],
  [
    'Another server process took this source over',
    'Un autre processus du serveur a pris cette source en charge',
  ],
  [
    'The client secret can no longer be read: enter it again',
    'Le secret client ne peut plus être lu : saisissez-le à nouveau',
  ],
  ['The run failed', 'L’exécution a échoué'],
];

describe("a listing import's messages", () => {
  it('each read in French, names and numbers kept as written', async () => {
    const i18n = await readerIn('fr');
    for (const [english, french] of [...IMPORT_MESSAGES, ...RESO_REASONS, ...RESO_RUN_ERRORS]) {
      expect(importReasonMessage(english, i18n), english).toBe(french);
    }
  });

  it('read in Arabic', async () => {
    const i18n = await readerIn('ar');
    expect(validationMessage("Unknown suburb 'Avondle'. Did you mean 'Avondale'?", i18n)).toBe(
      `حي غير معروف «${named('Avondle')}». هل تقصد «${named('Avondale')}»؟`,
    );
    expect(importReasonMessage('Must be a number', i18n)).toBe('يجب أن يكون رقمًا');
    expect(importReasonMessage("No type of this site matches 'Farm'", i18n)).toBe(
      `لا يوجد نوع في هذا الموقع يطابق «${named('Farm')}»`,
    );
    expect(importReasonMessage('The server failed (503)', i18n)).toBe(
      `فشل الخادم (${named('503')})`,
    );
  });

  it('keep a name that holds quotes whole', async () => {
    const i18n = await readerIn('fr');
    expect(validationMessage("Unknown suburb 'L'Arina'. Did you mean 'L'Ariana'?", i18n)).toBe(
      `Quartier inconnu « ${named("L'Arina")} ». Vouliez-vous dire « ${named("L'Ariana")} » ?`,
    );
  });

  it('translate each of several joined reasons', async () => {
    const i18n = await readerIn('fr');
    expect(importReasonMessage('Must be a number; Empty row', i18n)).toBe(
      'Doit être un nombre; Ligne vide',
    );
    // A message with '; ' of its own stays one message.
    expect(importReasonMessage('This password is too common; choose another', i18n)).toBe(
      validationMessage('This password is too common; choose another', i18n),
    );
  });

  it('read as the API wrote them in English', async () => {
    const i18n = await readerIn('fr');
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    for (const [english] of [...IMPORT_MESSAGES, ...RESO_REASONS, ...RESO_RUN_ERRORS]) {
      expect(importReasonMessage(english, i18n)).toBe(english);
    }
  });
});
