// The production dependencies' security advisories (npm audit --omit=dev): fails on a high or
// critical one unless docs/decisions.md names it (its GHSA id) with the reason it is accepted.
// Where the advisory service cannot be reached (a registry mirror or proxy that refuses the
// audit endpoint), it says so and gives no verdict rather than failing every build.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './build-state.mjs';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = undefined;
}
if (!report?.metadata) {
  const reason =
    report?.message ??
    report?.error?.summary ??
    (run.stderr || run.stdout).trim().split('\n').at(-1);
  process.stdout.write(
    `npm audit: the advisory service could not be reached (${reason}); no verdict\n`,
  );
  process.exit(0);
}

const accepted = readFileSync(path.join(root, 'docs/decisions.md'), 'utf8');
const serious = Object.values(report.vulnerabilities ?? {}).filter((v) =>
  ['high', 'critical'].includes(v.severity),
);
const unexplained = serious.flatMap((v) =>
  v.via
    .filter((via) => typeof via === 'object')
    .map((via) => ({
      name: v.name,
      severity: v.severity,
      id: via.url?.split('/').at(-1),
      title: via.title,
    }))
    .filter((a) => !a.id || !accepted.includes(a.id)),
);
const counts = report.metadata.vulnerabilities;
process.stdout.write(
  `npm audit (production dependencies): ${counts.critical} critical, ${counts.high} high, ` +
    `${counts.moderate} moderate, ${counts.low} low\n`,
);
if (unexplained.length) {
  for (const a of unexplained) {
    process.stderr.write(`  ${a.severity} in ${a.name}: ${a.title} (${a.id ?? 'no id'})\n`);
  }
  process.stderr.write('Upgrade, or explain each one in docs/decisions.md by its GHSA id.\n');
  process.exit(1);
}
