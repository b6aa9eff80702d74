#!/usr/bin/env node
/**
 * `carc`: the command line of Carcassonne Edge. stdout carries only each command's own
 * output (JSON), so it can be piped; progress and errors go to stderr.
 */
import { parseArgs } from 'node:util';
import { CliError, UsageError } from './errors.js';
import { replayCommand } from './replay.js';
import { parseCount, parseExpansions, simulate } from './simulate.js';
import { bench } from './bench.js';
import { verifyCommand } from './verify.js';
import { parseBots } from './bot-policy.js';
import { analyseCommand } from './analyse.js';

const USAGE = `usage:
  carc replay FILE...
  carc simulate --games N --seed S [--players P] [--expansions a,b] [--out DIR]
                [--jsonl FILE] [--bots mcts,greedy] [--iterations K]
  carc verify ROOM-LOG.json...
  carc analyse GAME.json [--iterations K] [--playouts P] [--seed S]
  carc bench [--quick]`;

const out = (line: string) => process.stdout.write(line + '\n');

async function run(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'replay':
      return replayCommand(rest, out);
    case 'verify':
      return verifyCommand(rest, out);
    case 'simulate': {
      const { values } = strict(() =>
        parseArgs({
          args: rest,
          options: {
            games: { type: 'string' },
            seed: { type: 'string' },
            players: { type: 'string' },
            expansions: { type: 'string' },
            out: { type: 'string' },
            jsonl: { type: 'string' },
            bots: { type: 'string' },
            iterations: { type: 'string' },
          },
        }),
      );
      const games = parseCount('games', values.games, 1, 1_000_000);
      if (values.seed === undefined) throw new UsageError('--seed is required');
      const progressEvery = Math.max(1, Math.floor(games / 20));
      const players = parseCount('players', values.players, 1, 5, values.bots ? values.bots.split(',').length : 2);
      const summary = await simulate({
        games,
        seed: values.seed,
        players,
        ...(values.bots ? { bots: parseBots(values.bots, players) } : {}),
        iterations: parseCount('iterations', values.iterations, 1, 10_000_000, 2000),
        expansions: parseExpansions(values.expansions),
        ...(values.out ? { out: values.out } : {}),
        ...(values.jsonl ? { jsonl: values.jsonl } : {}),
        progress: (done, total) => {
          if (games >= 100 && (done % progressEvery === 0 || done === total)) {
            process.stderr.write(`simulate: ${done}/${total}\n`);
          }
        },
      });
      out(JSON.stringify(summary));
      return;
    }
    case 'analyse': {
      const { values, positionals } = strict(() =>
        parseArgs({ args: rest, allowPositionals: true, options: { iterations: { type: 'string' }, playouts: { type: 'string' }, seed: { type: 'string' } } }),
      );
      if (positionals.length !== 1) throw new UsageError(`carc analyse takes one game file\n${USAGE}`);
      const analysis = await analyseCommand({
        file: positionals[0]!,
        iterations: parseCount('iterations', values.iterations, 1, 10_000_000, 1000),
        playouts: parseCount('playouts', values.playouts, 1, 10_000_000, 200),
        ...(values.seed !== undefined ? { seed: values.seed } : {}),
        log: (s) => void process.stderr.write(s + '\n'),
      });
      out(JSON.stringify(analysis));
      return;
    }
    case 'bench': {
      const { values } = strict(() => parseArgs({ args: rest, options: { quick: { type: 'boolean' } } }));
      const figures = await bench({ quick: values.quick ?? false, log: (s) => void process.stderr.write(s + '\n') });
      out(JSON.stringify(figures));
      return;
    }
    case undefined:
    case '--help':
    case 'help':
      throw new UsageError(USAGE);
    default:
      throw new UsageError(`unknown command "${command}"\n${USAGE}`);
  }
}

/** parseArgs throws on unknown or malformed options: turn that into a usage error. */
function strict<T>(parse: () => T): T {
  try {
    return parse();
  } catch (e) {
    throw new UsageError(`${(e as Error).message}\n${USAGE}`);
  }
}

run(process.argv.slice(2)).then(
  () => process.exit(0),
  (e: unknown) => {
    if (e instanceof UsageError || e instanceof CliError) {
      process.stderr.write(`carc: ${e.message}\n`);
      process.exit(e.exitCode);
    }
    process.stderr.write(`carc: internal error: ${(e as Error)?.stack ?? String(e)}\n`);
    process.exit(70);
  },
);
