import { EXPANSIONS } from '@carc/protocol';
import * as rules from '@carc/rules';

/** The expansions this build of @carc/rules can play (the engine grows them one by one). */
export const AVAILABLE_EXPANSIONS = EXPANSIONS.filter(
  (e) => rules.createGame({ players: ['a', 'b'], expansions: [e], seed: 'probe' }).ok,
);
