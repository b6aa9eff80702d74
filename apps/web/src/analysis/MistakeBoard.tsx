import { useMemo } from 'preact/hooks';
import { gameDecisions } from '@carc/bots';
import { view, type GameRecord } from '@carc/rules';
import { Board } from '../board/Board.js';
import { playerColor } from '../board/colors.js';
import { t } from '../i18n/index.js';
import { cellOf, describeMove } from './format.js';
import type { Judged } from './series.js';

/**
 * The board as it was at a decision, with the better move drawn on it: for a placement, the
 * tile put where the search would have put it (and its follower spot); for a follower
 * decision, the better spot on the tile just placed; for an expansion decision on a cell
 * (the bunny's hop, a card's target), that cell outlined. The cell of the move played is
 * outlined too.
 */
export function MistakeBoard({ record, decision }: { record: GameRecord; decision: Judged }) {
  const points = useMemo(() => {
    const g = gameDecisions(record);
    return g.ok ? g.value.points : null;
  }, [record]);
  const point = points?.[decision.index];
  if (!point) return null;
  const v = view(point.state, null);
  const best = decision.best.action;
  const last = v.board[v.board.length - 1]!;
  const placed = best.type === 'place' ? { tile: point.state.tile!, x: best.x, y: best.y, rot: best.rot } : null;
  const spotTile = placed ?? last;
  const spotAt = best.type === 'meeple' ? best.at : decision.best.follower;
  // The cell to bring into view: the better move's, else the tile just placed.
  const focus = cellOf(best) ?? last;
  const played = cellOf(decision.played);
  return (
    <figure class="mistake-board" data-testid="mistake-board" data-best={JSON.stringify(best)}>
      <div class="board-wrap">
        <Board
          tiles={v.board}
          followers={v.followers}
          preview={placed}
          highlight={[...(played ? [[played.x, played.y] as const] : []), [focus.x, focus.y]]}
          spots={spotAt ? [{ at: spotAt, key: 1 }] : []}
          spotTile={spotTile}
          selectedSpot={spotAt}
          spotColor={playerColor(decision.player)}
          label={t('analysis.boardLabel')}
          // Bring the move into view (tiles are 100 units; one tile of margin around it).
          onReady={(h) => h.ensureVisible(focus.x * 100 - 100, focus.y * 100 - 100, focus.x * 100 + 200, focus.y * 100 + 200)}
        />
      </div>
      <figcaption>
        {t('analysis.better', { move: describeMove(best, decision.best.follower, decision.best.then) })}
      </figcaption>
    </figure>
  );
}
