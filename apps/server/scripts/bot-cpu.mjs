#!/usr/bin/env node
/**
 * CPU milliseconds per bot decision, as a room's Durable Object spends them: the seat's bot
 * view is made (the client's view plus the seat's search state, `view(s, seat, { search:
 * true })`, exactly as room-bots.ts makes it) and the bot chooses, over whole games. workerd
 * does not enforce the Workers CPU limits and Date.now() stands still while JavaScript runs,
 * so this measures the same code in Node with process.cpuUsage() (user + system CPU of this
 * process) around each decision. Prints JSON: per bot level and game set-up, decisions and
 * CPU ms (mean, p50, p95, p99, max), the share of decisions within the free plan's 10 ms, the
 * part of it spent on the view and its search state, the first decision of a game (the core
 * is built then) and the CPU of applying the move (rules.apply).
 *
 *   node apps/server/scripts/bot-cpu.mjs [--games 3] [--levels newcomer,...,master,random]
 *     [--hints] [--players 2] [--setups base,all] [--cap N] [--out bench/bot-cpu.json]
 *
 * Levels are those of @carc/bots/levels (their bot, budget and slips, as a room seats them;
 * names from before the ladder work too). `--hints`: also a `hint` row, a hint asked at every
 * decision of a person (the level BOT_HINT_LEVEL names, expert by default) while the seats
 * play the first level. `--cap N`: BOT_PLAYOUT_CAP. `--setups`: `base` (no expansion) and
 * `all` (every expansion this build has). `--out` also writes the JSON to that file. Needs the
 * built packages (pnpm build).
 */
import { writeFileSync } from 'node:fs';
import { createLevelBot, hint, HINT_DEFAULTS, LEVEL_NAMES, levelOf, seededRng } from '@carc/bots';
import { CoreEngine } from '@carc/core';
import { coreModule } from '@carc/core/node';
import { EXPANSIONS } from '@carc/protocol';
import * as rules from '@carc/rules';

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}
const list = (name, fallback) => arg(name, fallback).split(',').filter(Boolean);
const games = Number(arg('games', '3'));
const levelNames = list('levels', [...LEVEL_NAMES, 'random'].join(','));
const withHints = process.argv.includes('--hints');
const hintLevel = arg('hint-level', 'expert');
const cap = Number(arg('cap', '1000000'));
const playerCounts = list('players', '2').map(Number);
const setupNames = list('setups', 'base,all');
const out = arg('out', null);
for (const name of [...levelNames, hintLevel]) if (!levelOf(name)) throw new Error(`no level ${name}: ${LEVEL_NAMES.join(', ')}, random`);

/** The level as a room seats it: every playout count capped at BOT_PLAYOUT_CAP (room-bots.ts, cappedLevel). */
function capped(name) {
  const level = levelOf(name);
  const b = level.budget;
  return { ...level, budget: { ...(b.iterations !== undefined ? { iterations: Math.min(b.iterations, cap) } : {}), ...(b.rollouts !== undefined ? { rollouts: Math.min(b.rollouts, cap) } : {}) } };
}
const available = EXPANSIONS.filter((e) => rules.createGame({ players: ['a', 'b'], expansions: [e], seed: 'probe' }).ok);

const mod = await coreModule();
/** As the room does: the core built synchronously from the compiled module, on first use. */
const coreFactory = (options) => CoreEngine.fromModule(mod, options);

function cpuMs(start) {
  const d = process.cpuUsage(start);
  return (d.user + d.system) / 1000;
}

const round = (x) => Math.round(x * 100) / 100;

function stats(samples) {
  const s = [...samples].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return {
    decisions: s.length,
    meanMs: round(s.reduce((a, b) => a + b, 0) / s.length),
    p50Ms: round(q(0.5)),
    p95Ms: round(q(0.95)),
    p99Ms: round(q(0.99)),
    maxMs: round(s.at(-1)),
    within10Ms: round(s.filter((x) => x <= 10).length / s.length),
  };
}

/**
 * Plays `games` games with every seat at `level`; the CPU of each decision, and the first
 * (cold) one apart. `hints`: measure a hint at each decision instead (the seats still play
 * `level`, whose CPU is then not counted).
 */
async function measure(level, players, expansions, hints = false) {
  const samples = [];
  const cold = [];
  const views = [];
  const applies = [];
  let searched = 0;
  for (let g = 0; g < games; g++) {
    const created = rules.createGame({ players: Array.from({ length: players }, (_, i) => `B${i}`), expansions, seed: `cpu/${g}` });
    if (!created.ok) throw new Error(created.error.message);
    let state = created.value;
    // A fresh bot (and core) per game, as a room that was just woken up has.
    const bots = Array.from({ length: players }, () => createLevelBot(capped(level), { core: coreFactory }));
    const hintBudget = capped(hintLevel).budget;
    for (let seq = 0; !rules.result(state).finished; seq++) {
      const decision = rules.pendingDecision(state);
      if (hints && rules.legalActions(state).length > 1) {
        // As RoomBots.hint: the asking seat's search view, the hint level's capped budget.
        const start = process.cpuUsage();
        const view = rules.view(state, decision.player, { search: true });
        const r = await hint(view, { core: coreFactory, ...hintBudget, playouts: Math.min(HINT_DEFAULTS.playouts, cap), seed: `cpu/${g}/${seq}/hint` });
        if (!r.ok) throw new Error(`hint: ${r.error.message}`);
        (seq === 0 ? cold : samples).push(cpuMs(start));
      }
      const start = process.cpuUsage();
      const view = rules.view(state, decision.player, { search: true });
      views.push(cpuMs(start));
      if (view.search) searched++;
      const action = bots[decision.player].chooseAction(view, {}, seededRng(`cpu/${g}/${seq}`));
      if (action instanceof Promise) throw new Error('the bot waited for its core: the room builds it synchronously');
      const ms = cpuMs(start);
      if (!hints) (seq === 0 ? cold : samples).push(ms);
      const applyStart = process.cpuUsage();
      const r = rules.apply(state, action, decision.player);
      applies.push(cpuMs(applyStart));
      if (!r.ok) throw new Error(`${level}: illegal action ${JSON.stringify(action)}: ${r.error.message}`);
      state = r.value.state;
    }
  }
  // The rules' apply is the rest of a bot move's invocation (besides storage and fan-out).
  const applied = stats(applies);
  const viewed = stats(views);
  return {
    ...stats(samples),
    viewMeanMs: viewed.meanMs,
    viewP99Ms: viewed.p99Ms,
    searchViews: round(searched / views.length),
    firstDecisionMs: stats(cold).maxMs,
    applyMeanMs: applied.meanMs,
    applyP99Ms: applied.p99Ms,
  };
}

const SETUPS = { base: [], all: available };
for (const name of setupNames) if (!SETUPS[name]) throw new Error(`unknown setup ${name}: base or all`);
const results = [];
const setups = playerCounts.flatMap((players) => setupNames.map((name) => ({ players, expansions: SETUPS[name] })));
const rows = [...levelNames.map((level) => ({ level, hints: false })), ...(withHints ? [{ level: levelNames[0], hints: true }] : [])];
for (const { level, hints } of rows) {
  for (const { players, expansions } of setups) {
    const r = await measure(level, players, expansions, hints);
    const l = capped(hints ? hintLevel : level);
    const row = hints ? { level: 'hint', hintLevel, budget: l.budget, playouts: Math.min(HINT_DEFAULTS.playouts, cap) } : { level, bot: l.bot, budget: l.budget, ...(l.slips ? { slips: l.slips } : {}) };
    results.push({ ...row, players, expansions, ...r });
    process.stderr.write(`${hints ? `hint (${hintLevel})` : level} ${players}p ${expansions.join('+') || 'base'}: mean ${r.meanMs} ms, p99 ${r.p99Ms} ms\n`);
  }
}
const text = JSON.stringify({ bench: 'bot-cpu', node: process.version, games, searchView: true, playoutCap: cap, measured: new Date().toISOString(), results }, null, 2);
if (out) writeFileSync(out, `${text}\n`);
console.log(text);
