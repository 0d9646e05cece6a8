/**
 * CPU time the local PostgreSQL server spends on one database: utime + stime (/proc/<pid>/stat)
 * of the backends whose process title names the database ("postgres: user database host ..."),
 * and of the parallel workers they start ("postgres: parallel worker for PID n"). Sampled every
 * 25 ms while a window is open, so a process that ends keeps the time last seen (a parallel
 * worker living less than a tick is missed, and so is what a process spent after its last tick).
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Linux reports process times in clock ticks of 1/100 s (USER_HZ) on every architecture. */
const MS_PER_TICK = 10;
const TICK_MS = 25;

const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined; // the process ended
  }
};

/** utime + stime in ticks (fields 14 and 15, counted after the name in parentheses). */
function cpuTicks(pid: number): number | undefined {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

type Role = { kind: 'backend' } | { kind: 'parallel'; leader: number } | { kind: 'other' };

function roleOf(pid: number, database: string): Role {
  const title = read(`/proc/${pid}/cmdline`)?.replace(/\0+/g, ' ').trim() ?? '';
  const parallel = /^postgres: parallel worker for PID (\d+)/.exec(title);
  if (parallel) return { kind: 'parallel', leader: Number(parallel[1]) };
  const words = title.split(' ');
  return words[0] === 'postgres:' && words[2] === database
    ? { kind: 'backend' }
    : { kind: 'other' };
}

const processIds = () =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);

/** Whether PostgreSQL at `url` runs on this machine (its CPU can then be read from /proc). */
export const isLocalServer = (url: string) =>
  ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(new URL(url).hostname);

/**
 * Opens a window on `database`'s CPU; `close()` answers the milliseconds its backends spent
 * since, or undefined when none of them was seen (not a local server).
 */
export function openCpuWindow(database: string) {
  const roles = new Map<number, Role>();
  /** Per process counted: its ticks when first seen in the window, and when last seen. */
  const counted = new Map<number, { first: number; last: number }>();
  const roleOfPid = (pid: number) => {
    let role = roles.get(pid);
    if (!role) roles.set(pid, (role = roleOf(pid, database)));
    return role;
  };
  const isOurs = (role: Role) =>
    role.kind === 'backend' ||
    (role.kind === 'parallel' && roleOfPid(role.leader).kind === 'backend');
  const sample = (opening: boolean) => {
    for (const pid of processIds()) {
      if (!isOurs(roleOfPid(pid))) continue;
      const ticks = cpuTicks(pid);
      if (ticks === undefined) continue;
      const seen = counted.get(pid);
      // A process born inside the window spent all its time inside it.
      if (seen) seen.last = ticks;
      else counted.set(pid, { first: opening ? ticks : 0, last: ticks });
    }
  };
  sample(true);
  const timer = setInterval(() => sample(false), TICK_MS);
  return {
    close(): number | undefined {
      clearInterval(timer);
      sample(false);
      if (!counted.size) return undefined;
      let ticks = 0;
      for (const { first, last } of counted.values()) ticks += last - first;
      return ticks * MS_PER_TICK;
    },
  };
}
