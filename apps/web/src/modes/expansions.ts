import type { ExpansionId } from '@carc/rules';

/**
 * The expansions offered at setup, in the rules' order. A list of its own (a unit test
 * compares it with the rules' EXPANSION_IDS) so that the setup screen can show the four
 * names without loading the rules engine, which comes with the game screen.
 */
export const SETUP_EXPANSIONS: readonly ExpansionId[] = ['christmas-gift', 'gifts', 'festival', 'easter'];
