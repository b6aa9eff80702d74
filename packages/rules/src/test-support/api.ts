/** The public API plus a few tile-set helpers the tests use. */
import { unshuffledStack } from '@carc/tiles';

export * from '../index.js';

export function unshuffledStackFor(): string[] {
  return unshuffledStack(['base']);
}
