import { Prisma } from '../generated/prisma/client.ts';
import { conflict } from '../lib/errors.ts';

/** Runs a write and turns a unique-constraint violation into a 409 with the given message. */
export async function uniquely<T>(write: () => Promise<T>, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      throw conflict(message, 'ALREADY_EXISTS');
    }
    throw error;
  }
}
