// Waiting on what a child process prints, instead of polling it or sleeping.
import type { Child } from '../../bench/processes.ts';

/**
 * Resolves with the first match of `pattern` in the child's output as soon as it is printed;
 * rejects if the child exits first or nothing matches within `timeoutMs`.
 */
export function waitForOutput(
  child: Pick<Child, 'name' | 'process' | 'output'>,
  pattern: RegExp,
  timeoutMs: number,
): Promise<RegExpExecArray> {
  const { stdout, stderr } = child.process;
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = pattern.exec(child.output());
      if (match) finish(() => resolve(match));
    };
    const onExit = () =>
      finish(() =>
        reject(new Error(`${child.name} exited before printing ${pattern}:\n${child.output()}`)),
      );
    const timer = setTimeout(
      () =>
        finish(() =>
          reject(new Error(`${child.name} never printed ${pattern}:\n${child.output()}`)),
        ),
      timeoutMs,
    );
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      stdout?.off('data', check);
      stderr?.off('data', check);
      child.process.off('exit', onExit);
      settle();
    };
    stdout?.on('data', check);
    stderr?.on('data', check);
    child.process.once('exit', onExit);
    check();
  });
}

/** What src/server.ts prints once it listens: the origin it answers on, whatever PORT was. */
export const RUNNING_AT = /Jangbogi is running at (http:\/\/\S+)\/ /;

/** The origin of a server started with PORT=0, once it has said where it listens. */
export async function listeningOrigin(child: Child, timeoutMs: number): Promise<string> {
  const [, origin] = await waitForOutput(child, RUNNING_AT, timeoutMs);
  return origin!;
}
