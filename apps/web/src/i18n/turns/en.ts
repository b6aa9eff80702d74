/**
 * Turn-based play over days (#27): the pace of a room, its time banks, what happens when a
 * bank runs out, the clocks beside the names, "my games", the archive's replay link, and
 * the sentences of the turn-based error codes.
 */
export const turnsEn = {
  'turns.pace': 'Pace',
  'turns.live': 'Live: play now together',
  'turns.turnBased': 'Turn-based: one move when you have time, over days',
  'turns.profile': 'Time per player',
  'turns.profile.quick': '1 day, +12 hours per move',
  'turns.profile.standard': '3 days, +1 day per move',
  'turns.profile.relaxed': '7 days, +2 days per move',
  'turns.profile.no-limit': 'No limit',
  'turns.onTimeout': 'When a player runs out of time',
  'turns.onTimeout.bot': 'a bot plays that turn for them',
  'turns.onTimeout.skip': 'the other players may skip that turn',
  'turns.timeLeft': '{name}: {time} left',
  'turns.noLimit': 'no limit',
  'turns.outOfTime': 'out of time',
  'turns.skip': "Skip {name}'s turn",
  'turns.myGames': 'My games',
  'turns.myGamesEmpty': 'No games yet. Every online game where this device holds a seat shows here.',
  'turns.yourTurn': 'Your turn',
  'turns.theirTurn': "{name}'s turn",
  'turns.waitingPlayers': 'Waiting for players',
  'turns.ended': 'Game over',
  'turns.lastMove': 'Last move by {name} {when}',
  'turns.noMoves': 'No move yet',
  'turns.open': 'Open',
  'turns.replay': 'Replay',
  'turns.refresh': 'Refresh',
  'turns.title': '({n}) {title}',
  'turns.waitingCount': '{n, plural, one {# game waits for you} other {# games wait for you}}',
  'turns.archived': 'This game has ended and its room is closed. Its replay stays at this link.',
  'turns.permalink': 'Replay (permanent link)',
  'turns.loadingReplay': 'Loading the game…',
  'err.not-skippable': 'That turn cannot be skipped now: the player still has time, or this room lets a bot play instead.',
} as const;
