// A three-player game with all four expansions, played by always taking the first legal
// action; its record goes through JSON and parseRecord (as a file or network copy would)
// and replays to the same result.
import { apply, createGame, legalActions, parseRecord, pendingDecision, replay, result, toRecord, view } from '@carc/rules';
import type { ExpansionId, GameResult, GameState } from '@carc/rules';

const expansions: ExpansionId[] = ['festival', 'gifts', 'easter', 'christmas-gift'];

function play(seed: string): GameState {
  const created = createGame({ players: ['Ann', 'Ben', 'Cy'], seed, expansions });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  for (let d = pendingDecision(state); d !== null; d = pendingDecision(state)) {
    // a seat sees only its own view: its hand, never the stack order
    const options = view(state, d.player).legalActions ?? legalActions(state);
    const next = apply(state, options[0], d.player);
    if (!next.ok) throw new Error(`${next.error.code}: ${next.error.message}`);
    state = next.value.state;
  }
  return state;
}

const state = play('expansions-example');
const text = JSON.stringify(toRecord(state));
const parsed = parseRecord(JSON.parse(text));
if (!parsed.ok) throw new Error(`${parsed.error.path}: ${parsed.error.message}`);
const replayed = replay(parsed.value);
if (!replayed.ok) throw new Error(`move ${replayed.error.moveIndex}: ${replayed.error.message}`);

const played: GameResult = result(state);
console.log(JSON.stringify({ expansions: parsed.value.expansions, played, replayed: replayed.value.result, recordBytes: text.length }));
