export const pendingFiles = /* sql */ `
-- The write journal of uploaded files: a row per storage key, written before the file is and
-- removed once a committed row names the file (or the file is discarded). A server process that
-- dies between the two leaves its rows; another process (or the next start) removes the files
-- no row names once that process is gone (modules/images, unfinished-files.ts). Keys are file
-- names the server made, no site's data: the table has no site and no row-level policy.
CREATE TABLE pending_files (
  key text PRIMARY KEY,
  process integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pending_files_process ON pending_files (process);
`;
