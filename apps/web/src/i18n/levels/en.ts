/**
 * The bot levels (the ladder of @carc/bots/levels: a name and one line on what to expect for
 * each) and hints, in local games and in online rooms that allow them.
 */
export const levelsEn = {
  'level.pick': 'Who plays this seat',
  'level.ladder': 'Bot levels, weakest first',
  'level.random': 'Random bot',
  'level.random.expect': 'Plays any legal move at random: below the ladder.',
  'level.newcomer': 'Newcomer',
  'level.newcomer.expect': 'For a first game: sensible tiles, but now and then a random one.',
  'level.beginner': 'Beginner',
  'level.beginner.expect': 'Takes the points it sees now and often leaves its followers stuck.',
  'level.casual': 'Casual',
  'level.casual.expect': 'Weighs what its cities and roads may still become, with the odd slip.',
  'level.club': 'Club player',
  'level.club.expect': 'Judges each move by its chance to be finished, farms included, and solves the last tiles.',
  'level.advanced': 'Advanced',
  'level.advanced.expect': 'Plays its best moves out a few hundred times; one turn in four it plays like the club player.',
  'level.expert': 'Expert',
  'level.expert.expect': 'Plays each good move out thousands of times: hard to beat.',
  'level.master': 'Master',
  'level.master.expect': 'The strongest, but only a little stronger than the expert: the longest search, a second or more a move on a phone.',
  'level.expansionsLike': 'With expansions on, it plays about as well as the {level} level: its longer search does not pay off there yet.',
  'hint.ask': 'Hint',
  'hint.thinking': 'Looking for a good move…',
  'hint.move': 'Hint: {move}.',
  'hint.margin': 'Expected final margin with it: {margin} points.',
  'hint.none': 'No hint for this decision.',
  'hint.allow': 'Allow hints (any player may ask the strong bot for a move)',
  'hint.on': 'Hints are on in this room: any player may ask for one.',
  'err.hints-off': 'Hints are off in this room.',
};
