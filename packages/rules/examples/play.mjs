// A two-player base game with random moves, from code; then its record, replayed.
import { apply, createGame, legalActions, pendingDecision, replay, result, toRecord } from '@carc/rules';

const created = createGame({ players: ['Ann', 'Ben'], seed: 'my-seed' });
if (!created.ok) throw new Error(created.error.message);
let state = created.value;

let scoring = 0;
for (let decision = pendingDecision(state); decision; decision = pendingDecision(state)) {
  const actions = legalActions(state); // e.g. { type: 'place', x: 1, y: 0, rot: 90 }
  const choice = actions[Math.floor(Math.random() * actions.length)];
  const r = apply(state, choice, decision.player);
  if (!r.ok) throw new Error(r.error.message); // cannot happen for a legal action
  for (const e of r.value.events) {
    if (e.type !== 'scored') continue;
    scoring++;
    console.log(e.explanation);
  }
  state = r.value.state;
}

const final = result(state); // { scores: [..], winners: [..], finished: true, tilesLeft: 0 }
const record = toRecord(state); // carc-record/1: the seed and the players' choices
const replayed = replay(record);
if (!replayed.ok) throw new Error(replayed.error.message);
console.log(JSON.stringify({ result: final, scoringEvents: scoring, moves: record.moves.length, replayed: replayed.value.result }));
