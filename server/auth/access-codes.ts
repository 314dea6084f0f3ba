import { createHash, timingSafeEqual } from 'node:crypto';
import type { PaidAccessLevel } from '@core/contracts/upgrade';
import type { ServerConfig } from '../config';

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/**
 * True when `code` is the access code of `level` (and only of that level): both sides are
 * hashed to the same length and compared in constant time, so timing reveals nothing of the code.
 */
export function accessCodeMatches(config: ServerConfig, level: PaidAccessLevel, code: string): boolean {
  const expected = level === 'educator' ? config.accessCodeEducator : config.accessCodeToolsBundle;
  return timingSafeEqual(digest(code.trim()), digest(expected));
}
