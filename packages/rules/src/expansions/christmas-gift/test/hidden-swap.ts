/**
 * Test support for the determinization tests: Christmas Gift's hidden part is the cards in
 * other players' hands, one trade per deck. The farm-tie round is left out: who is asked
 * for a farm there is public, and so is their farm-tie.
 */
import { setExt } from '../../../kit.js';
import type { GameState } from '../../../kit.js';
import type { PlayerIndex } from '../../../types.js';
import { othersThan, swapHandAndDeck } from '../../cards/test/hidden-swap.js';
import type { HiddenSwap, Picker } from '../../cards/test/hidden-swap.js';
import type { CGState } from '../slice.js';

/** Per deck, `s` with one card of the first other player (not `viewer`) who can trade one swapped with that deck; none once cards are revealed. */
export function swapHiddenChristmasCards(s: GameState, viewer: PlayerIndex | null, pick: Picker): HiddenSwap[] {
  const out: HiddenSwap[] = [];
  const cg = s.ext['christmas-gift'] as CGState | undefined;
  if (!cg || cg.revealed) return out;
  const inFarmTieRound = s.pending?.kind === 'christmas-gift/farm-tie' || cg.turn.attack?.final === true || cg.finalQueue.length > 0;
  const keep = (c: string) => !inFarmTieRound || c !== 'farm-tie';
  const others = othersThan(s, viewer);
  for (const deck of ['cloister', 'roadside'] as const) {
    for (const p of others) {
      const cards = swapHandAndDeck(cg[deck], p, pick, keep);
      if (cards) {
        out.push({ name: `christmas-gift ${deck} card of player ${p}`, state: setExt(s, 'christmas-gift', { ...cg, [deck]: cards }) });
        break;
      }
    }
  }
  return out;
}
