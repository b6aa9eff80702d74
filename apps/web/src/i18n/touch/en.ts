/**
 * Touch wordings: a hint that names a gesture has a second form under its key plus
 * `@touch`, which `t` shows while the player uses a finger (i18n/input.ts).
 */
export const touchEn = {
  'game.hop@touch': "Move the bunny {n, plural, one {# hop} other {# hops}}: tap a highlighted tile.",
  'legend.extent@touch': "Blue dashes: the feature of the follower you tap, with its owners below the board",
  'legend.spot@touch': "Numbered circle: a spot for your follower (tap it)",
  'cards.pickTarget@touch': '{card}: choose a target (tap it in the list or on the board).',
};
