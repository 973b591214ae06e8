// PostgreSQL refuses to run as root. Started by root (a fresh cloud machine), the embedded server
// runs as the `postgres` OS user, made when missing; these probes ask, by running a program as that
// user, what it can reach, rather than guessing from modes (ACLs and mount options count too).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { DatabaseSetupError } from './setup-error.ts';

const run = promisify(execFile);

export const POSTGRES_OS_USER = 'postgres';

export interface OsUser {
  uid: number;
  gid: number;
}

let found: Promise<OsUser | undefined> | undefined;

/** The user the server's programs run as when the shop runs as root; undefined otherwise. */
export function postgresOsUser(): Promise<OsUser | undefined> {
  if (process.getuid?.() !== 0) return Promise.resolve(undefined);
  found ??= lookUp().then((user) => user ?? create());
  return found;
}

async function lookUp(): Promise<OsUser | undefined> {
  try {
    const [uid, gid] = await Promise.all([
      run('id', ['-u', POSTGRES_OS_USER]),
      run('id', ['-g', POSTGRES_OS_USER]),
    ]);
    return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
  } catch {
    return undefined;
  }
}

async function create(): Promise<OsUser> {
  try {
    // groupadd exits with 9 when the group exists already.
    await run('groupadd', ['--system', POSTGRES_OS_USER]).catch((error: { code?: number }) => {
      if (error.code !== 9) throw error;
    });
    await run('useradd', ['--system', '--gid', POSTGRES_OS_USER, POSTGRES_OS_USER]);
  } catch (error) {
    throw new DatabaseSetupError(
      `PostgreSQL does not run as root and no "${POSTGRES_OS_USER}" OS user could be made to run ` +
        `it (${firstLine(error)}): create one (useradd --system ${POSTGRES_OS_USER}), start the ` +
        'shop as another user, or set DATABASE_URL.',
      { cause: error },
    );
  }
  const user = await lookUp();
  if (!user)
    throw new DatabaseSetupError(`The "${POSTGRES_OS_USER}" OS user was made but not found.`);
  return user;
}

/** Whether `user` can enter the folder `dir` (every folder above it included). */
export async function canEnter(user: OsUser, dir: string): Promise<boolean> {
  return succeeds('/bin/sh', ['-c', 'cd -- "$1"', 'sh', dir], user);
}

/** Whether `user` can run `program` (its folders, its libraries). */
export async function canRun(user: OsUser, program: string): Promise<boolean> {
  return succeeds(program, ['--version'], user);
}

async function succeeds(file: string, args: string[], user: OsUser): Promise<boolean> {
  try {
    // From `/`: the shop's own working folder may be one the user cannot enter.
    await run(file, args, { uid: user.uid, gid: user.gid, cwd: '/', timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

export function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0]?.trim() ?? text;
}
