/**
 * The expansion table handed to the engine by the package entry. Each expansion lives in
 * its own folder here and adds one line below; the base engine never imports this file.
 */
import type { ExpansionTable } from '../expansion.js';
import { christmasGift } from './christmas-gift/index.js';
import { giftsModule as gifts } from './gifts/index.js';
import { festival } from './festival/index.js';
import { easter } from './easter/index.js';

export const EXPANSIONS: ExpansionTable = {
  'christmas-gift': christmasGift,
  gifts,
  festival,
  easter,
};
