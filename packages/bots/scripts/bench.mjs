// Benchmark of @carc/bots (run after `pnpm build`). Prints one JSON object on stdout;
// progress goes to stderr.
//
//   node scripts/bench.mjs                 mctsPlayoutsPerSec (one thread, wall clock) and per CPU-second
//   node scripts/bench.mjs --strength      + a match of --a against --against
//     --a NAME           the bot measured (default mcts)
//     --against NAME     its opponent in every other seat (default greedy)
//     --players P        seats per game (default 2); A takes one seat, --against the others
//     --expansions LIST  comma-separated expansion ids, or "all" (default: base game)
//     --games N          games (default 100); each tile order is played P times with A's
//                        seat rotated (2 players: pairs with the seats swapped)
//     --iterations K     playouts per decision for MCTS seats (both sides when both search)
//     --ms M             wall-clock milliseconds per decision instead (or as well: the first
//                        limit reached stops); without either, --iterations defaults to the
//                        measured playouts/s x --seconds (default 1)
//     --budget-a SPEC    A's own budget, instead of the one above: comma-separated key=value of
//                        iterations, ms, cpuMs, rollouts (e.g. cpuMs=1000, or iterations=8000,rollouts=1024)
//     --budget-b SPEC    the same for the --against seats (e.g. cpuMs=100): time scaling, one bot
//                        against itself with less time
//     --b-options JSON   MctsOptions for the --against seats (as --a-options for A)
//     --a-level NAME     A is a level of the ladder (src/level-table.ts: its bot, budget and
//                        slips; budget flags do not apply to it), and A's name is the level's
//     --b-level NAME     the --against seats are that level
//     --a-level-def JSON, --b-level-def JSON   a level given whole (Level: name, bot, budget,
//                        slips), to measure a rung before it goes into the table
//     --per-game FILE    also append one JSON line per finished game (index, seat, scores, clocks)
//                        to FILE, so two runs on the same games can be paired game by game
//     --rollouts R       playouts per decision of mcts's rules-engine search in expansion
//                        games (its own budget; default EXPANSION_SEARCH_DEFAULTS.rollouts)
//     --cpu-ms M         CPU milliseconds per decision (process.cpuUsage): fair on a shared,
//                        loaded machine, where the wall clock also counts other people's work.
//                        Games then run in child processes (one per --workers), so a
//                        process's CPU time is its one search's own; cpuMsPerDecisionA reports it
//     --a-options JSON   MctsOptions for the A seat (e.g. '{"horizon":12,"leafEstimate":true}'),
//                        to measure a setting before it becomes a default
//     --a-search JSON    ExpansionSearchOptions for the A seat, a level's too (e.g.
//                        '{"policy":"greedy","horizon":2}'): the rules-engine search's settings
//     --b-search JSON    the same for the --against seats (both flags with one JSON: a
//                        candidate default measured against itself at two budgets)
//     --workers W        games played in parallel, one worker thread each (default 1)
//     --threads T        search threads per MCTS decision (default 1): each game worker keeps a
//                        pool of T worker_threads and its MCTS seats search arm-parallel on it
//                        (createBot(name, { core, pool })); W x T threads in all
//     --gr-games N       also a greedy-vs-random match of N games (default 0)
//     --no-rate          skip the playout-rate measurement (about 15 s)
//     --first-game I     first game index (default 0; a multiple of --players), to extend a run
//                        with new tile orders
//     --max-minutes M    start no game after M minutes; tile orders not played in every
//                        seat are dropped, so the report stays seat-balanced
//
// A wins a game with the sole top score; a shared first place is a draw and counts half in
// winRate (and in its Wilson 95% interval). avgMarginA: A's score minus the best other seat's.
import { appendFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fork } from 'node:child_process';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { loadCore } from '@carc/core/node';
import { apply, createGame, EXPANSION_IDS, legalActions, pendingDecision, view } from '@carc/rules';
import { ALL_TILES } from '@carc/tiles';
import { BOT_NAMES, createBot, createLevelBot, LEVEL_NAMES, levelOf, mctsSearch, MAX_THREADS, parseBudget, playGame, seededRng, wilson } from '../dist/index.js';
import { createNodeSearchPool } from '../dist/parallel/node.js';
import { arg, jsonArg, searches, searchViewOf, SEARCHES_EXPANSIONS, strengthGame } from './strength-games.mjs';

function botFor(name, core, pool, rollouts, mcts, level, search) {
  if (level) return createLevelBot(level, { core, pool, ...(search ? { expansionSearch: search } : {}) });
  return createBot(name, { core, pool, ...(mcts ? { mcts } : {}), ...(SEARCHES_EXPANSIONS.has(name) && (rollouts || search) ? { expansionSearch: { ...(rollouts ? { rollouts } : {}), ...search } } : {}) });
}

function fail(message) {
  process.stderr.write(`bench: ${message}\n`);
  process.exit(2);
}

async function measurePlayouts(core) {
  // Positions at several stages of seeded random games, so the rate covers long and short playouts.
  const views = [];
  for (let g = 0; g < 6; g++) {
    for (const steps of [0, 24, 48, 72, 96]) {
      const made = createGame({ players: ['a', 'b'], seed: `bench-${g}` });
      let s = made.value;
      const rng = seededRng(`bench-walk-${g}`);
      for (let i = 0; i < steps && !s.finished; i++) {
        const acts = legalActions(s);
        s = apply(s, acts[rng.below(acts.length)]).value.state;
      }
      if (!s.finished && pendingDecision(s).kind === 'place') views.push(view(s, pendingDecision(s).player));
      else if (!s.finished) {
        const acts = legalActions(s);
        s = apply(s, acts[acts.length - 1]).value.state;
        if (!s.finished) views.push(view(s, pendingDecision(s).player));
      }
    }
  }
  mctsSearch(core, views[0], { iterations: 2000 }, seededRng('warm'));
  let playouts = 0;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (const [i, v] of views.entries()) playouts += mctsSearch(core, v, { iterations: 3000 }, seededRng(i)).playouts;
  const sec = (performance.now() - t0) / 1000;
  // On a shared machine the wall clock undercounts what a second buys when idle; CPU time less so.
  const cpu = process.cpuUsage(cpu0);
  const cpuSec = (cpu.user + cpu.system) / 1e6;
  // The raw core on whole games from the empty board, for comparison with the in-search rate.
  const t1 = performance.now();
  core.randomGames(5000, 2, 7);
  const coreSec = (performance.now() - t1) / 1000;
  return { mctsPlayoutsPerSec: Math.round(playouts / sec), mctsPlayoutsPerCpuSec: Math.round(playouts / cpuSec), coreRandomGamesPerSec: Math.round(5000 / coreSec), positions: views.length };
}

/** A bot that times its own decisions. */
function timed(bot, clock) {
  return {
    name: bot.name,
    async chooseAction(v, budget, rng) {
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      const a = await bot.chooseAction(v, budget, rng);
      clock.ms += performance.now() - t0;
      const c = process.cpuUsage(c0);
      clock.cpuMs += (c.user + c.system) / 1000;
      clock.decisions++;
      if (bot.stats) Object.assign(clock, bot.stats);
      return a;
    },
  };
}

async function runGames(job) {
  const core = await loadCore({ tiles: ALL_TILES });
  // One pool per game worker, kept for all its games: threads start and load their core once.
  const made = job.threads > 1 ? createNodeSearchPool(job.threads) : null;
  if (made && !made.ok) throw new Error(made.error.message);
  const pool = made?.value;
  try {
    return await playGames(job, core, pool);
  } finally {
    await pool?.close();
  }
}

async function playGames(job, core, pool) {
  const out = [];
  const P = job.players;
  for (const i of job.indices) {
    if (Date.now() > job.deadline) break;
    const { seed, botSeed, aSeat } = strengthGame(job.prefix, i, P);
    const clockA = { ms: 0, cpuMs: 0, decisions: 0, playouts: 0, searches: 0, rulesPlayouts: 0, rulesSearches: 0 };
    const clockB = { ms: 0, cpuMs: 0, decisions: 0, playouts: 0, searches: 0, rulesPlayouts: 0, rulesSearches: 0 };
    const bots = Array.from({ length: P }, (_, s) => (s === aSeat ? timed(botFor(job.a, core, pool, job.rollouts, job.aOptions, job.aLevel, job.aSearch), clockA) : timed(botFor(job.b, core, pool, job.rollouts, job.bOptions, job.bLevel, job.bSearch), clockB)));
    // A level's view is the one its own bot needs (a search view for mcts).
    const names = Array.from({ length: P }, (_, s) => (s === aSeat ? (job.aLevel ? job.aLevel.bot : job.a) : job.bLevel ? job.bLevel.bot : job.b));
    const budgets = bots.map((_, s) => (s === aSeat ? job.budgetA : job.budgetB));
    const t0 = performance.now();
    const r = await playGame({ bots, seed, budget: budgets, botSeed, expansions: job.expansions, viewOf: searchViewOf(names) });
    const others = r.scores.filter((_, s) => s !== aSeat);
    out.push({ i, aScore: r.scores[aSeat], bestOther: Math.max(...others), scores: r.scores, aSeat, ms: performance.now() - t0, clockA, clockB });
    post({ progress: out[out.length - 1] });
  }
  return out;
}

/** Messages to the parent: a worker thread's port, or a child process's IPC channel. */
function post(message) {
  if (parentPort) parentPort.postMessage(message);
  else if (process.send) process.send(message);
}

/**
 * Runs a job in a worker thread, or in a child process when CPU time is the budget: the
 * process's CPU clock counts all its threads, so each search needs a process of its own.
 */
function startJob(job, ownProcess) {
  if (!ownProcess) return new Worker(new URL(import.meta.url), { workerData: job });
  // 'advanced' serialization carries Infinity (a deadline of none) and nested objects intact.
  const child = fork(new URL(import.meta.url), ['--bench-child'], { serialization: 'advanced', stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  child.send(job);
  return child;
}

async function match(o) {
  const ownProcess = o.budgetA.cpuMs !== undefined || o.budgetB.cpuMs !== undefined;
  const jobs = Array.from({ length: o.workers }, (_, w) => ({
    ...o,
    indices: Array.from({ length: o.games }, (_, i) => o.firstGame + i).filter((i) => i % o.workers === w),
  }));
  const results = await Promise.all(
    jobs.map(
      (job) =>
        new Promise((resolve, reject) => {
          const w = startJob(job, ownProcess);
          w.on('message', (m) => {
            if (m.progress && o.perGame) appendFileSync(o.perGame, `${JSON.stringify(m.progress)}\n`);
            if (m.progress) process.stderr.write(`${o.prefix} game ${m.progress.i}: [${m.progress.scores.join(', ')}] ${o.a} in seat ${m.progress.aSeat} (${(m.progress.ms / 1000).toFixed(1)} s)\n`);
            else resolve(m.done);
          });
          w.on('error', reject);
        }),
    ),
  );
  const played = results.flat().sort((x, y) => x.i - y.i);
  const perOrder = new Map();
  for (const g of played) perOrder.set(Math.floor(g.i / o.players), (perOrder.get(Math.floor(g.i / o.players)) ?? 0) + 1);
  const all = played.filter((g) => perOrder.get(Math.floor(g.i / o.players)) === o.players);
  const wins = all.filter((g) => g.aScore > g.bestOther).length;
  const draws = all.filter((g) => g.aScore === g.bestOther).length;
  const losses = all.length - wins - draws;
  const avg = (f) => all.reduce((s, g) => s + f(g), 0) / all.length;
  const points = wins + draws / 2;
  const [lo, hi] = wilson(points, all.length);
  // Per seat kind: mean wall-clock ms per decision (follower decisions, which reuse the
  // placement's search, included) and, for MCTS, playouts per search.
  const mean = (key, field, per) => {
    const c = all.reduce((s, g) => ({ v: s.v + g[key][field], n: s.n + g[key][per] }), { v: 0, n: 0 });
    return c.n === 0 ? null : +(c.v / c.n).toFixed(2);
  };
  return {
    a: o.a,
    b: o.b,
    players: o.players,
    expansions: o.expansions,
    budgetA: o.budgetA,
    budgetB: o.budgetB,
    threads: o.threads,
    games: all.length,
    ...(all.length < o.games ? { gamesPlanned: o.games, gamesDroppedUnpaired: played.length - all.length } : {}),
    wins,
    draws,
    losses,
    winRate: +(points / all.length).toFixed(4),
    winRate95: [+lo.toFixed(4), +hi.toFixed(4)],
    avgScoreA: +avg((g) => g.aScore).toFixed(2),
    avgScoreBestOther: +avg((g) => g.bestOther).toFixed(2),
    avgMarginA: +avg((g) => g.aScore - g.bestOther).toFixed(2),
    msPerDecisionA: mean('clockA', 'ms', 'decisions'),
    msPerDecisionB: mean('clockB', 'ms', 'decisions'),
    ...(ownProcess ? { cpuMsPerDecisionA: mean('clockA', 'cpuMs', 'decisions'), cpuMsPerSearchA: mean('clockA', 'cpuMs', 'searches') } : {}),
    ...(ownProcess && o.budgetB.cpuMs !== undefined ? { cpuMsPerDecisionB: mean('clockB', 'cpuMs', 'decisions'), cpuMsPerSearchB: mean('clockB', 'cpuMs', 'searches') } : {}),
    msPerSearchA: mean('clockA', 'ms', 'searches'),
    ...(searches(o.b) ? { msPerSearchB: mean('clockB', 'ms', 'searches') } : {}),
    playoutsPerSearchA: mean('clockA', 'playouts', 'searches'),
    playoutsPerSearchB: mean('clockB', 'playouts', 'searches'),
    rulesPlayoutsPerSearchA: mean('clockA', 'rulesPlayouts', 'rulesSearches'),
    rulesPlayoutsPerSearchB: mean('clockB', 'rulesPlayouts', 'rulesSearches'),
    secondsPerGame: +(avg((g) => g.ms) / 1000).toFixed(2),
  };
}

/** `--budget-a` / `--budget-b`: comma-separated key=value pairs (parseBudget); exits on anything else. */
function budgetFlag(flag) {
  const spec = arg(flag);
  if (spec === undefined) return undefined;
  const r = parseBudget(spec);
  if (!r.ok) fail(`--${flag} ${JSON.stringify(spec)}: ${r.error.message}`);
  return r.value;
}

/**
 * `--a-level NAME` / `--b-level NAME`: a level of the ladder; `--a-level-def JSON` /
 * `--b-level-def JSON`: a level given whole (a Level object: name, expect, bot, budget,
 * slips), to measure a rung before it goes into the table.
 */
function levelArg(side) {
  const def = arg(`${side}-level-def`);
  if (def !== undefined) {
    const level = JSON.parse(def);
    if (!BOT_NAMES.includes(level.bot) || typeof level.name !== 'string' || typeof level.budget !== 'object') fail(`--${side}-level-def: a Level needs name, bot (${BOT_NAMES.join(', ')}) and budget`);
    return { expect: '', ...level };
  }
  const name = arg(`${side}-level`);
  if (name === undefined) return undefined;
  const level = levelOf(name);
  if (!level) fail(`--${side}-level: unknown level ${JSON.stringify(name)} (known: ${LEVEL_NAMES.join(', ')}, random)`);
  return level;
}

function botName(name) {
  if (!BOT_NAMES.includes(name)) fail(`unknown bot ${JSON.stringify(name)} (known: ${BOT_NAMES.join(', ')})`);
  return name;
}

function expansionList(list) {
  if (!list || list === 'base' || list === 'none') return [];
  if (list === 'all') return [...EXPANSION_IDS];
  const ids = list.split(',').map((s) => s.trim());
  for (const id of ids) if (!EXPANSION_IDS.includes(id)) fail(`unknown expansion ${JSON.stringify(id)} (known: ${EXPANSION_IDS.join(', ')}, all)`);
  return ids;
}

if (!isMainThread) {
  parentPort.postMessage({ done: await runGames(workerData) });
} else if (process.argv.includes('--bench-child')) {
  process.once('message', async (job) => {
    process.send({ done: await runGames(job) }, () => process.disconnect());
  });
} else {
  const threads = Number(arg('threads', '1'));
  if (!(Number.isInteger(threads) && threads >= 1 && threads <= MAX_THREADS)) fail(`--threads must be an integer from 1 to ${MAX_THREADS}`);
  const core = await loadCore({ tiles: ALL_TILES });
  const load = { start: loadavg().map((x) => +x.toFixed(2)) };
  const rate = process.argv.includes('--no-rate') ? {} : await measurePlayouts(core);
  const report = { ...rate, threads };
  if (process.argv.includes('--strength')) {
    const aLevel = levelArg('a');
    const bLevel = levelArg('b');
    const a = aLevel?.name ?? botName(arg('a', 'mcts'));
    const b = bLevel?.name ?? botName(arg('against', 'greedy'));
    const players = Number(arg('players', '2'));
    const expansions = expansionList(arg('expansions'));
    const seconds = Number(arg('seconds', '1'));
    const ms = arg('ms') !== undefined ? Number(arg('ms')) : undefined;
    const aOptions = jsonArg('a-options');
    const bOptions = jsonArg('b-options');
    const aSearch = jsonArg('a-search');
    const bSearch = jsonArg('b-search');
    const ownA = budgetFlag('budget-a');
    const ownB = budgetFlag('budget-b');
    const cpuMs = arg('cpu-ms') !== undefined ? Number(arg('cpu-ms')) : undefined;
    let iterations = arg('iterations') !== undefined ? Number(arg('iterations')) : undefined;
    const needsCommon = (!aLevel && searches(a) && !ownA) || (!bLevel && searches(b) && !ownB);
    if (iterations === undefined && ms === undefined && cpuMs === undefined && needsCommon) {
      if (!rate.mctsPlayoutsPerSec) fail('--no-rate needs --iterations or --ms');
      iterations = Math.round(rate.mctsPlayoutsPerSec * seconds);
    }
    const budget = { ...(iterations !== undefined ? { iterations } : {}), ...(ms !== undefined ? { ms } : {}), ...(cpuMs !== undefined ? { cpuMs } : {}) };
    // The rules-engine search's own budget (expansion games, `mcts` only): playouts per decision.
    const rollouts = arg('rollouts') !== undefined ? Number(arg('rollouts')) : undefined;
    const workers = Number(arg('workers', '1'));
    const games = Number(arg('games', '100'));
    // Start at this game index (a multiple of --players keeps tile orders whole): extends an earlier run with new tile orders.
    const firstGame = Number(arg('first-game', '0'));
    if (!(Number.isInteger(firstGame) && firstGame >= 0 && firstGame % players === 0)) fail('--first-game must be a multiple of --players');
    const grGames = Number(arg('gr-games', '0'));
    const deadline = arg('max-minutes') !== undefined ? Date.now() + Number(arg('max-minutes')) * 60_000 : Number.POSITIVE_INFINITY;
    // A side's own budget (--budget-a / --budget-b) wins over the common one; bots that do not
    // search get one only when it is given for them.
    const budgetA = aLevel ? aLevel.budget : (ownA ?? (searches(a) ? budget : {}));
    const budgetB = bLevel ? bLevel.budget : (ownB ?? (searches(b) ? budget : {}));
    const childProcesses = budgetA.cpuMs !== undefined || budgetB.cpuMs !== undefined;
    report.strength = {
      budget,
      note: `${a} (one seat) against ${b} (${players - 1} seat(s)); per decision (placement + follower share one search) ${a} thinks ${JSON.stringify(budgetA)}, ${b} ${JSON.stringify(budgetB)}; ${workers} game(s) in parallel${childProcesses ? ' (child processes)' : ''}, ${threads} search thread(s) per MCTS decision; playout rate above is per thread`,
      rollouts: rollouts ?? 'default',
      ...(aOptions ? { aOptions } : {}),
      ...(bOptions ? { bOptions } : {}),
      ...(aSearch ? { aSearch } : {}),
      ...(bSearch ? { bSearch } : {}),
      ...(aLevel || bLevel ? { levels: { a: aLevel ?? null, b: bLevel ?? null } } : {}),
      mctsVsAgainst: games > 0 ? await match({ perGame: arg('per-game'), aLevel, bLevel, a, b, aOptions, bOptions, aSearch, bSearch, players, expansions, games, firstGame, workers, threads, prefix: 'str', deadline, rollouts, budgetA, budgetB }) : null,
      greedyVsRandom: grGames > 0 ? await match({ a: 'greedy', b: 'random', players: 2, expansions, games: grGames, firstGame: 0, workers, threads: 1, prefix: 'gr', deadline, budgetA: {}, budgetB: {} }) : null,
    };
  }
  load.end = loadavg().map((x) => +x.toFixed(2));
  report.loadAverage = load;
  console.log(JSON.stringify(report, null, 2));
}
