/** The decision kinds of Christmas Gift (`pendingDecision(...).kind`): a file of their own, so that an interface reading them loads none of the rules (index.ts, module.ts). */
export const KIND = {
  start: 'christmas-gift/start',
  score: 'christmas-gift/score',
  end: 'christmas-gift/end',
  draw: 'christmas-gift/draw',
  target: 'christmas-gift/target',
  protect: 'christmas-gift/protect',
  choose: 'christmas-gift/choose-tile',
  discard: 'christmas-gift/discard',
  farmTie: 'christmas-gift/farm-tie',
} as const;
