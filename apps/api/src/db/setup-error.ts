/**
 * A reason the shop cannot get its database that the person starting it fixes themselves (a
 * folder PostgreSQL cannot reach, a missing package): the commands print its message as one line
 * saying what to do, without a stack trace.
 */
export class DatabaseSetupError extends Error {
  override name = 'DatabaseSetupError';
}
