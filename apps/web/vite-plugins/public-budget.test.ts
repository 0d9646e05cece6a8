import path from 'node:path';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { publicBudgetPlugin, type PublicBudget } from './public-budget';

const FIXTURE = path.join(import.meta.dirname, 'fixtures/public-budget');
const CLEAN = 'src/features/site-home/pages/clean-page.js';
const LEAKY = 'src/features/site-home/pages/leaky-page.js';

const budget = (overrides: Partial<PublicBudget> = {}): PublicBudget => ({
  pages: [CLEAN],
  forbidden: /^src\/features\/my-listings\//,
  firstUseKiB: 90,
  beforeUse: { file: 'first-paint.js', code: 'console.log(1)', kib: 90 },
  ...overrides,
});

/** The fixture's browser build (nothing written) with the budget; rejects when it is broken. */
const buildWith = (rules: PublicBudget) =>
  build({
    root: FIXTURE,
    configFile: false,
    logLevel: 'silent',
    plugins: [publicBudgetPlugin(() => rules)],
    build: { write: false, minify: false, rolldownOptions: { input: 'entry.js' } },
  });

describe('the public pages budget, checked by the build', () => {
  it('passes a public page that loads only public code within its weight', async () => {
    await expect(buildWith(budget())).resolves.toBeDefined();
  });

  it('fails the build when a public page imports a dashboard module, naming what brings it', async () => {
    await expect(buildWith(budget({ pages: [CLEAN, LEAKY] }))).rejects.toThrow(
      /leaky-page\.js loads what public pages must not:\s+src\/features\/my-listings\/listing-filters\.js <- src\/features\/site-home\/pages\/leaky-page\.js/,
    );
  });

  it('fails the build when a public page outweighs its budget', async () => {
    await expect(buildWith(budget({ firstUseKiB: 0.01 }))).rejects.toThrow(
      /clean-page\.js loads [\d.]+ KiB gzip of scripts at first use, over its 0\.01 KiB/,
    );
  });

  it('fails the build when the script before first use outweighs its budget', async () => {
    const heavy = { file: 'first-paint.js', code: 'x'.repeat(10) + Math.random(), kib: 0.001 };
    await expect(buildWith(budget({ beforeUse: heavy }))).rejects.toThrow(
      /first-paint\.js weighs [\d.]+ KiB gzip, over its 0\.001 KiB/,
    );
  });

  it('fails the build when a page it guards is not in the build', async () => {
    await expect(
      buildWith(budget({ pages: ['src/features/site-home/pages/gone.js'] })),
    ).rejects.toThrow(/gone\.js is not a page of this build/);
  });
});
