import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';
import { chunkGraph } from './chunk-graph';

/**
 * What a public page may load: its scripts at the reader's first use (the entry, the page's
 * module and what they import statically) hold no dashboard code, editor, chart, map or
 * lightbox (those come by dynamic import, when opened), and weigh at most `firstUseKiB` gzip.
 * Before first use a page the server rendered loads only the head's script (first-paint.js,
 * checked by `beforeUseKiB`). docs/public-pages.md, "Scripts on first use".
 */
export interface PublicBudget {
  /** The public pages' source files, relative to the web app. */
  pages: string[];
  /** Module paths (relative to the web app, or under node_modules) none of them may import. */
  forbidden: RegExp;
  /** Gzip KiB of a public page's scripts at first use: entry, page and static imports. */
  firstUseKiB: number;
  /** The script a public page runs before first use, and its gzip KiB budget. */
  beforeUse: { file: string; code: string; kib: number };
}

interface PageWeight {
  page: string;
  kib: number;
  files: number;
  /** Forbidden modules in the page's first-use scripts, with the chain that imports each. */
  leaks: string[];
}

interface BudgetReport {
  beforeUseKiB: number;
  pages: PageWeight[];
  errors: string[];
}

const relative = (root: string, id: string) => {
  const clean = id.replace(/\?.*$/, '').replace(/^\0/, '');
  const inModules = clean.lastIndexOf('/node_modules/');
  if (inModules >= 0) return clean.slice(inModules + 1);
  return path.relative(root, clean).split(path.sep).join('/');
};

const gzipKiB = (code: string) => gzipSync(code, { level: 9 }).length / 1024;

/** Each public page's first-use weight and leaks, and what breaks the budget. */
function measurePublicBudget(
  bundle: Rolldown.OutputBundle,
  root: string,
  budget: PublicBudget,
  importersOf: (id: string) => readonly string[] = () => [],
): BudgetReport {
  const { chunks, closure, entry } = chunkGraph(bundle);
  const errors: string[] = [];
  const beforeUseKiB = gzipKiB(budget.beforeUse.code);
  if (beforeUseKiB > budget.beforeUse.kib) {
    errors.push(
      `${budget.beforeUse.file} weighs ${beforeUseKiB.toFixed(1)} KiB gzip, over its ${budget.beforeUse.kib} KiB`,
    );
  }
  const pages: PageWeight[] = [];
  for (const page of budget.pages) {
    const chunk = [...chunks.values()].find(
      (candidate) => candidate.facadeModuleId && relative(root, candidate.facadeModuleId) === page,
    );
    if (!chunk || !entry) {
      errors.push(`${page} is not a page of this build (no chunk of its own)`);
      continue;
    }
    const files = closure(chunk.fileName, closure(entry.fileName));
    const modules = [...files].flatMap((file) => chunks.get(file)?.moduleIds ?? []);
    const loaded = new Set(modules);
    /** The leak and the modules that bring it, nearest first, as far as the page loads them. */
    const chain = (id: string) => {
      const links = [id];
      for (let at = id; links.length < 8;) {
        const next = importersOf(at).find(
          (importer) => loaded.has(importer) && !links.includes(importer),
        );
        if (!next) break;
        links.push((at = next));
      }
      return links.map((link) => relative(root, link)).join(' <- ');
    };
    const leaks = modules
      .filter((id) => budget.forbidden.test(relative(root, id)))
      .map((id) => (importersOf(id).length ? chain(id) : relative(root, id)));
    const kib = [...files].reduce((sum, file) => sum + gzipKiB(chunks.get(file)!.code), 0);
    pages.push({ page, kib, files: files.size, leaks });
    if (leaks.length > 0) {
      errors.push(`${page} loads what public pages must not:\n  ${leaks.slice(0, 5).join('\n  ')}`);
    }
    if (kib > budget.firstUseKiB) {
      errors.push(
        `${page} loads ${kib.toFixed(1)} KiB gzip of scripts at first use, over its ${budget.firstUseKiB} KiB`,
      );
    }
  }
  return { beforeUseKiB, pages, errors };
}

/**
 * Fails the browser's build when a public page breaks its budget, and prints each page's weight.
 */
export function publicBudgetPlugin(budget: () => PublicBudget): Plugin {
  let root = '';
  let ssr = false;
  return {
    name: 'propdesk-public-budget',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      ssr = !!config.build.ssr;
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      const report = measurePublicBudget(
        bundle,
        root,
        budget(),
        (id) => this.getModuleInfo(id)?.importers ?? [],
      );
      const lines = report.pages.map(
        (page) =>
          `  ${page.page}: ${page.kib.toFixed(1)} KiB gzip at first use (${page.files} files)`,
      );
      this.info(
        [
          `public pages: ${report.beforeUseKiB.toFixed(1)} KiB gzip before first use`,
          ...lines,
        ].join('\n'),
      );
      if (report.errors.length > 0)
        this.error(`Public budget broken:\n${report.errors.join('\n')}`);
    },
  };
}
