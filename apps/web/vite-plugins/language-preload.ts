import type { Plugin, Rolldown } from 'vite';
import { chunkGraph } from './chunk-graph';

/**
 * The chunks a language loads before the first render (lib/i18n/activate.ts): its catalog, its
 * calendar and zod's messages, each a dynamic import named for its language.
 */
const LANGUAGE_CHUNK =
  /\/(?:lib\/i18n\/catalogs|dayjs\/locale|zod\/v4\/locales)\/([a-z]{2})\.[jt]s$/;

/** Whether a module is one language's words, to be left in a file of that language's own. */
export const isLanguageModule = (id: string) => LANGUAGE_CHUNK.test(id);

/** The meta tag `public/assets/first-paint.js` reads to start those downloads at once. */
export const LANGUAGE_CHUNKS_META = 'propdesk-language-chunks';

type Chunks = Record<string, string[]>;

/**
 * Each language's chunks with the ones they import, as addresses, leaving out what the entry
 * already loads: what `activateLanguage` will fetch for that language.
 */
export function languageChunks(bundle: Rolldown.OutputBundle, entry: Rolldown.OutputChunk): Chunks {
  const { chunks, closure } = chunkGraph(bundle);
  const loaded = closure(entry.fileName);
  const importedLater = new Set([...chunks.values()].flatMap((chunk) => chunk.dynamicImports));
  const byLanguage: Chunks = {};
  for (const chunk of chunks.values()) {
    // By its modules, not its facade (a module imported both ways has none), and only a file
    // of nothing but words: one that a library took in (zod's English, in zod) is not
    // fetched early.
    const languages = new Set(chunk.moduleIds.flatMap((id) => LANGUAGE_CHUNK.exec(id)?.[1] ?? []));
    const wordsOnly = chunk.moduleIds.every((id) => LANGUAGE_CHUNK.test(id) || id.endsWith('.po'));
    const [language] = languages;
    if (!language || languages.size > 1 || !wordsOnly || !importedLater.has(chunk.fileName)) {
      continue;
    }
    const files = closure(chunk.fileName);
    const addresses = [...files].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
    byLanguage[language] = [...(byLanguage[language] ?? []), ...addresses];
  }
  for (const language of Object.keys(byLanguage)) {
    byLanguage[language] = [...new Set(byLanguage[language])].sort();
  }
  return byLanguage;
}

/**
 * Names each language's chunks in index.html, so the head's first script can preload the
 * reader's while the entry downloads, instead of after it has run: the first render waits for
 * them. The content security policy allows no inline script, hence data in a meta tag.
 */
export const languagePreload: Plugin = {
  name: 'propdesk-language-preload',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle, chunk }) {
      if (!bundle || !chunk) return html;
      const content = JSON.stringify(languageChunks(bundle, chunk)).replaceAll('"', '&quot;');
      const script = '<script src="/assets/first-paint.js">';
      if (!html.includes(script)) throw new Error(`index.html lacks ${script}`);
      return html.replace(
        script,
        `<meta name="${LANGUAGE_CHUNKS_META}" content="${content}" />\n    ${script}`,
      );
    },
  },
};
