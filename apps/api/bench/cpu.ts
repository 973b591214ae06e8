// CPU time spent by the API and by PostgreSQL, read from /proc: divided by the orders of a run it
// shows where each order's time goes, a figure that holds even when the machine is shared.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

interface ProcessCpu {
  ppid: number;
  /** Its own user + system time, ms. */
  ownMs: number;
  /** That of its children that have exited, ms. */
  exitedChildrenMs: number;
}

function statOf(pid: number): ProcessCpu | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces; the fields after its closing parenthesis do not.
    const fields = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    const ms = (ticks: number) => (ticks * 1000) / ticksPerSecond;
    return {
      ppid: fields[1] ?? 0,
      ownMs: ms((fields[11] ?? 0) + (fields[12] ?? 0)),
      exitedChildrenMs: ms((fields[13] ?? 0) + (fields[14] ?? 0)),
    };
  } catch {
    return undefined;
  }
}

export function processCpuMs(pid: number): number {
  return statOf(pid)?.ownMs ?? 0;
}

/**
 * The postmaster of a data folder and every process it started (backends, writers), including
 * backends that have exited since (their time is added to the postmaster's children's time).
 */
export function postgresCpuMs(dataDir: string): number {
  const postmaster = Number(
    readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  const own = statOf(postmaster);
  let total = (own?.ownMs ?? 0) + (own?.exitedChildrenMs ?? 0);
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const stat = statOf(pid);
    if (stat?.ppid === postmaster) total += stat.ownMs;
  }
  return total;
}

export interface CpuPerOrder {
  apiMs: number;
  databaseMs: number;
  /** This process, which runs the load generator (autocannon) and nothing else meanwhile. */
  loadMs: number;
}

/**
 * The most orders a second the machine's cores could take at this CPU cost per order, if they
 * did nothing else and never waited: the ceiling no tuning of lock waits can lift.
 */
export function cpuCeiling(cpu: CpuPerOrder, cores: number): number {
  return (cores * 1000) / (cpu.apiMs + cpu.databaseMs + cpu.loadMs);
}

/**
 * Runs `work` and answers the CPU ms per order it cost the API process, PostgreSQL and the load
 * generator.
 */
export async function cpuPerOrder<T extends { requests: number }>(
  apiPid: number,
  dataDir: string,
  work: () => Promise<T>,
): Promise<[T, CpuPerOrder]> {
  const api = processCpuMs(apiPid);
  const database = postgresCpuMs(dataDir);
  const load = process.cpuUsage();
  const result = await work();
  const loadUsage = process.cpuUsage(load);
  const orders = Math.max(1, result.requests);
  return [
    result,
    {
      apiMs: (processCpuMs(apiPid) - api) / orders,
      databaseMs: (postgresCpuMs(dataDir) - database) / orders,
      loadMs: (loadUsage.user + loadUsage.system) / 1000 / orders,
    },
  ];
}
