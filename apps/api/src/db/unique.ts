import { Prisma } from '../generated/prisma/client.ts';
import { DomainError, type ErrorText } from '../lib/errors.ts';

/** Runs a write and turns a unique-constraint violation into a 409 with the given text. */
export async function uniquely<T>(write: () => Promise<T>, text: ErrorText): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      throw new DomainError(409, 'ALREADY_EXISTS', text);
    }
    throw error;
  }
}
