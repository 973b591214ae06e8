import type { Config } from '../../config.ts';

export async function seedIfEmpty(_url: string, _config: Config, _log: (m: string) => void): Promise<boolean> {
  return false;
}
