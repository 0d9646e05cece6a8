// Finds the Chromium the browser specs run in: CHROME_PATH or Debian's /usr/bin/chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

function aptInstall() {
  let result = spawnSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit' });
  if (result.status !== 0) {
    // A fresh machine may have no package lists yet.
    spawnSync('apt-get', ['update'], { stdio: 'inherit' });
    result = spawnSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit' });
  }
  return result.status === 0 && existsSync(DEBIAN_CHROMIUM);
}

/**
 * The path of Chromium. When it is missing, Debian as root installs it with apt-get; anywhere
 * else this prints the command to install it and returns undefined.
 */
export function findChromium() {
  const candidate = process.env.CHROME_PATH || DEBIAN_CHROMIUM;
  if (existsSync(candidate)) return candidate;
  if (existsSync('/etc/debian_version') && process.getuid?.() === 0) {
    process.stdout.write('Chromium is missing: installing it with apt-get...\n');
    if (aptInstall()) return DEBIAN_CHROMIUM;
  }
  process.stderr.write(
    `Chromium was not found at ${candidate}. Install it with:\n` +
      `  sudo apt-get update && sudo apt-get install -y chromium\n` +
      `or set CHROME_PATH to a Chromium or Chrome binary.\n`,
  );
  return undefined;
}
