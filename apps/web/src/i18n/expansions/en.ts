/** What each expansion adds, one line at setup, and the words of the help pages around them. */
export const expansionsEn = {
  'exp.christmas-gift.line': 'Two decks of 64 cards, won by building beside others’ cloisters or laying road tiles: points, extra followers, attacks and bonuses at the end.',
  'exp.gifts.line': 'Extend another player’s road or city and get a secret gift card; open one before placing a later tile.',
  'exp.festival.line': '10 festival tiles: after placing one you may take a follower of yours back instead of placing one.',
  'exp.easter.line': '22 nest and bunny tiles: the Easter Bunny hops over followers handing out eggs; most eggs score 10 at the end.',
  'setup.expHelp': 'More about {name}',
  'help.title': 'Help',
  'help.expansions': 'Expansions',
  'help.back': 'Back',
  'help.all': 'All help',
  'help.missing': 'There is no help page by that name.',
};
