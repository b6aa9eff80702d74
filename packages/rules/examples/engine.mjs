// An engine with only the expansions you pick: here the base game plus Easter. A bundle of
// this file carries no code of the other expansions.
import { createEngine, replayWith, toRecord } from '@carc/rules';
import { EASTER_DECISIONS, easter, easterView } from '@carc/rules/easter';

const rules = createEngine([easter]);
const created = rules.createGame({ players: ['Ann', 'Ben'], seed: 'engine-example', expansions: ['easter'] });
if (!created.ok) throw new Error(created.error.message);
let state = created.value;
let hops = 0;
for (let d = rules.pendingDecision(state); d; d = rules.pendingDecision(state)) {
  if (d.kind === EASTER_DECISIONS.bunny) hops++;
  const r = rules.apply(state, rules.legalActions(state)[0], d.player);
  if (!r.ok) throw new Error(r.error.message);
  state = r.value.state;
}
const eggs = easterView(rules.view(state, null))?.eggs;
const refused = createEngine().createGame({ players: ['Ann'], seed: 's', expansions: ['easter'] });
const replayed = replayWith(rules, toRecord(state));
if (!replayed.ok) throw new Error(replayed.error.message);
console.log(JSON.stringify({ result: rules.result(state), eggs, hops, baseEngineRefusesEaster: !refused.ok, replayed: replayed.value.result }));
