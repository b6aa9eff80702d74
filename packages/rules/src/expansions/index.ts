/**
 * The expansion table handed to the engine by the package entry. Each expansion lives in
 * its own folder here and adds one line below; the base engine never imports this file.
 */
import type { ExpansionTable } from '../expansion.js';

export const EXPANSIONS: ExpansionTable = {};
