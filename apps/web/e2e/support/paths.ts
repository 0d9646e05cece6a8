import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** Gitignored; also holds the pictures some specs take for a visual review. */
export const artifacts = path.join(repoRoot, '.test-artifacts');

/** Playwright's output: traces and failure screenshots, the HTML report, the JSON report. */
export const e2eArtifacts = {
  results: path.join(artifacts, 'e2e', 'results'),
  htmlReport: path.join(artifacts, 'e2e', 'report'),
  jsonReport: path.join(artifacts, 'e2e', 'report.json'),
};
