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
 *   node apps/server/scripts/bot-cpu.mjs [--games 3] [--levels random,greedy,strong]
 *     [--strong 100,300,1000] [--players 2] [--setups base,all] [--out bench/bot-cpu.json]
 *
 * `--setups`: `base` (no expansion) and `all` (every expansion this build has). `--out`
 * also writes the JSON to that file. `strong` is the `mcts` bot of @carc/bots, as in the
 * room; `--strong-bot mcts-base` measures another registered bot at that level instead.
 * Needs the built packages (pnpm build).
 */
import { writeFileSync } from 'node:fs';
import { createBot, seededRng } from '@carc/bots';
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
const levelNames = list('levels', 'random,greedy,strong');
const strongBudgets = list('strong', '100,300,1000').map(Number);
const playerCounts = list('players', '2').map(Number);
const setupNames = list('setups', 'base,all');
const strongBot = arg('strong-bot', 'mcts');
const out = arg('out', null);
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

const botName = (level) => (level === 'strong' ? strongBot : level);

/** Plays `games` games with every seat at `level`; the CPU of each decision, and the first (cold) one apart. */
async function measure(level, iterations, players, expansions) {
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
    const bots = Array.from({ length: players }, () => createBot(botName(level), { core: coreFactory }));
    for (let seq = 0; !rules.result(state).finished; seq++) {
      const decision = rules.pendingDecision(state);
      const start = process.cpuUsage();
      const view = rules.view(state, decision.player, { search: true });
      views.push(cpuMs(start));
      if (view.search) searched++;
      const action = bots[decision.player].chooseAction(view, { iterations }, seededRng(`cpu/${g}/${seq}`));
      if (action instanceof Promise) throw new Error('the bot waited for its core: the room builds it synchronously');
      const ms = cpuMs(start);
      (seq === 0 ? cold : samples).push(ms);
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
const levels = levelNames.flatMap((level) => (level === 'strong' ? strongBudgets.map((iterations) => ({ level, iterations })) : [{ level, iterations: 0 }]));
for (const { level, iterations } of levels) {
  for (const { players, expansions } of setups) {
    const r = await measure(level, iterations, players, expansions);
    results.push({ level, bot: botName(level), ...(level === 'strong' ? { iterations } : {}), players, expansions, ...r });
    process.stderr.write(`${level}${level === 'strong' ? ` ${iterations}` : ''} ${players}p ${expansions.join('+') || 'base'}: mean ${r.meanMs} ms, p99 ${r.p99Ms} ms\n`);
  }
}
const text = JSON.stringify({ bench: 'bot-cpu', node: process.version, games, searchView: true, measured: new Date().toISOString(), results }, null, 2);
if (out) writeFileSync(out, `${text}\n`);
console.log(text);
