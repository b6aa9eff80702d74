import { useEffect, useRef, useState } from 'preact/hooks';
import type { Action } from '@carc/rules';
import { CHRISTMAS_GIFT_DECISIONS } from '@carc/rules/christmas-gift';
import { EASTER_DECISIONS } from '@carc/rules/easter';
import { GameTable } from '../board/GameTable.js';
import type { LocalGame } from '../game/localGame.js';
import { saveGame } from '../storage/db.js';
import { askBot, askHint } from '../workers/botClient.js';
import { HintButton, useHint, type HintAnswer } from '../hints/useHint.js';
import { t } from '../i18n/index.js';
import { useLang } from '../i18n/useLang.js';
import { downloadJson } from './download.js';
import { needsHandOff } from '../game/handOff.js';
import { AnalyseButton } from '../analysis/AnalyseButton.js';
import { levelName } from '../levels/levels.js';

/** The public view (no hand), for the moment between two human seats. */
function view0(g: LocalGame) {
  return g.rules.view(g.state, null);
}

/** The hint search for the person deciding now, or null when a bot decides. */
function askLocalHint(g: LocalGame): (() => Promise<HintAnswer>) | null {
  if (g.actorKind() !== 'human') return null;
  // The view and search state are made when asked, for the state on screen then.
  return async () => {
    const turn = g.hintTurn();
    return turn ? askHint(turn) : { ok: false, error: { message: 'not a person’s decision' } };
  };
}

/** Pause before a bot moves so people can follow the game; `?botDelay=0` for tests. */
function botDelay(): number {
  const q = new URLSearchParams(location.search).get('botDelay');
  return q !== null && !Number.isNaN(Number(q)) ? Number(q) : 450;
}

/**
 * A local game being played: the table, the bots' moves, undo, saving. `game` is restored
 * already (LocalGameScreen loads it); the component keeps playing that object.
 */
export function LocalGamePlay({ game }: { game: LocalGame }) {
  useLang();
  const [version, setVersion] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const botBusy = useRef(false);
  // Hot-seat: the seat the screen last showed a decision to. Another human confirms before
  // their hand is shown, and before a decision out of turn (a bunny hop, a Protection reply).
  const [revealedTo, setRevealedTo] = useState<number | null>(null);
  const saveTimer = useRef<number | undefined>(undefined);

  const persist = (g: LocalGame, now = false) => {
    clearTimeout(saveTimer.current);
    const write = () => void saveGame(g.snapshot());
    if (now) write();
    else saveTimer.current = setTimeout(write, 150) as unknown as number;
  };

  const act = (a: Action, automatic = false) => {
    const by = game.actor();
    const byHuman = game.actorKind() === 'human';
    const r = game.act(a, automatic);
    if (!r.ok) {
      setError(r.error.message);
      return;
    }
    setError(null);
    // Whoever just acted holds the device: a later decision of theirs needs no hand-over.
    if (byHuman) setRevealedTo(by);
    persist(game, game.actorKind() === 'human' || game.state.finished);
    setVersion((v) => v + 1);
  };

  // A lone human against bots is not asked questions whose only answer is to pass.
  useEffect(() => {
    const pass = game.autoPass();
    if (!pass) return;
    const state = game.state;
    const timer = setTimeout(() => {
      if (game.state === state) act(pass, true);
    }, 0);
    return () => clearTimeout(timer);
  }, [game, version]);

  // Bots move whenever the pending decision is theirs.
  useEffect(() => {
    if (botBusy.current) return;
    const turn = game.botTurn();
    if (!turn) return;
    botBusy.current = true;
    const state = game.state;
    const started = performance.now();
    void askBot(turn).then((action) => {
      const wait = Math.max(0, botDelay() - (performance.now() - started));
      setTimeout(() => {
        botBusy.current = false;
        // The human may have undone meanwhile: only apply to the state the bot saw.
        if (game.state !== state) {
          setVersion((v) => v + 1);
          return;
        }
        if (action) act(action);
        else setError('bot found no move');
      }, wait);
    });
  }, [game, version]);

  // A person may ask for a hint on their own decision (never while the device is handed over).
  const hint = useHint(`${version}`, askLocalHint(game));

  const kind = game.actorKind();
  const actor = game.actor();
  const human = kind === 'human';
  const secretHands = game.setup.expansions.some((x) => x === 'gifts' || x === 'christmas-gift');
  const humans = game.setup.seats.filter((s) => s.kind === 'human').length;
  const outOfTurn = actor !== null && actor !== game.state.turnPlayer;
  const mustHandOff = needsHandOff({ actor, actorIsHuman: human, turnPlayer: game.state.turnPlayer, holder: revealedTo, humans, secretHands });
  const view = mustHandOff ? view0(game) : game.screenView();
  const legal = human && !mustHandOff ? game.legal() : null;
  const status = kind && !human && actor !== null ? t('game.thinking', { name: game.setup.seats[actor]!.name }) : null;
  const seatLabels = game.setup.seats.map((s) => (s.kind === 'human' ? '' : levelName(s.kind)));

  if (mustHandOff && actor !== null) {
    const name = game.setup.seats[actor]!.name;
    const kind = view.decision?.kind;
    const why = kind === EASTER_DECISIONS.bunny ? 'game.handOffHop' : kind === CHRISTMAS_GIFT_DECISIONS.protect ? 'game.handOffProtect' : null;
    return (
      <div class="handoff" role="dialog" aria-modal="true" aria-labelledby="handoff-title">
        <p id="handoff-title">{t('game.handOff', { name })}</p>
        {outOfTurn && why && <p class="muted" data-testid="handoff-why">{t(why, { name })}</p>}
        <button type="button" class="primary" onClick={() => setRevealedTo(actor)} data-testid="handoff">
          ✓ {game.setup.seats[actor]!.name}
        </button>
      </div>
    );
  }

  return (
    <>
      {error && <p class="error" role="alert">{error}</p>}
      <GameTable
        view={view}
        legal={legal && !game.autoPass(legal) ? legal : null}
        onAction={act}
        events={game.log}
        status={status}
        seatLabels={seatLabels}
        finalActions={game.state.finished && <AnalyseButton record={() => game.record()} />}
        advice={hint.advice}
        decisionTools={legal && legal.length > 1 && !game.autoPass(legal) && <HintButton hint={hint} />}
        toolbar={
          <>
            <a class="button" href="#/">
              ☰ {t('game.menu')}
            </a>
            <button
              type="button"
              data-testid="undo"
              disabled={!game.canUndo()}
              onClick={() => {
                if (game.undo()) {
                  persist(game, true);
                  setVersion((v) => v + 1);
                }
              }}
            >
              ↶ {t('game.undo')}
            </button>
            <button type="button" data-testid="export" onClick={() => downloadJson(`carcassonne-${game.id}.json`, game.record())}>
              ⤓ {t('game.export')}
            </button>
          </>
        }
      />
    </>
  );
}
