import type { HelpPages } from './types.js';

/** The expansions' help pages in English: the rules as this app plays them, for players. */
export const helpPagesEn: HelpPages = {
  'christmas-gift': {
    intro:
      'Christmas Gift adds 64 cards in two decks, Cloister and Roadside. They score points, put extra followers on the board, move or lay down other players’ followers, break ties, force the next player’s placement and pay bonuses at the end.',
    sections: [
      {
        title: 'Drawing cards',
        items: [
          'Cloister card: your tile lies on one of the 8 squares around a cloister where another player has a follower.',
          'Roadside card: your tile has a road but no city and no cloister.',
          'One tile can earn one card of each deck. Drawing is optional. An empty deck is not refilled.',
        ],
      },
      {
        title: 'Lightning cards',
        items: [
          'A card with a lightning bolt takes effect as soon as it is drawn, and you must use it when it has a target.',
          'They score 3 points, or score a road, city or cloister where you have the most followers (its followers go home and it stays open), or put a follower from your supply on a field, road or city, or add a follower of yours to a feature where another player has one.',
          'Lay-down cards lay every follower of a feature down: they stay on the board until the end, and once the feature is completed its points are kept for the end of the game.',
          'Tie-break cards give you a mark on a feature where you are tied for the most followers: the mark counts as one more follower.',
        ],
      },
      {
        title: 'Your hand',
        items: [
          'The other cards go into your secret hand: the other players only see how many you hold. At the end of your turn you keep at most 5 and discard the rest.',
          'Before placing your tile: Take two (draw a second tile, place one, the other leaves the game), Recall (one of your followers goes home), the swap cards (one of your followers changes places with another player’s on the same kind of feature) and Force (the next player must place their tile on the square you choose, if it fits there).',
          'When your tile completes a feature: Road loop, Pennant city and Plain city pay you more for it.',
          'At the end of your turn: Recall, the swap cards and Force again.',
        ],
      },
      {
        title: 'Attacks and Protection',
        items: [
          'Cards that act on other players’ followers or force their placement are attacks. Every player they affect is asked, in turn, whether to discard a Protection card and cancel the attack.',
          'Everyone affected is asked, whether they hold Protection or not, so the question tells nothing about anyone’s hand.',
        ],
      },
      {
        title: 'Game end',
        items: [
          'Farm tie-break cards are played first, then the usual final scoring, then the kept points of laid-down features.',
          'Supply bonus: 2 points per follower in your supply. Farm bonus and Shared farm bonus: 1 more point per completed city for every farm you hold or share.',
        ],
      },
    ],
  },
  gifts: {
    intro:
      'The Gifts adds 25 gift cards, five each of Synod, Road sweeper, Change of position, Cash out and Take two. You receive one when your tile helps another player, and you open it in a later turn for a small favour.',
    sections: [
      {
        title: 'Receiving a gift',
        items: [
          'When the tile you place extends a road or a city that, right after the placement, belongs to another player and not to you, you draw a gift at the end of your turn. If you share the most followers there, it is yours too and brings no gift.',
          'At most one gift per turn. Your gifts are secret: the others only see how many you hold.',
          'When the deck is empty, the opened gifts are shuffled into a new one.',
        ],
      },
      {
        title: 'Opening a gift',
        items: [
          'After drawing your tile and before placing it, you may open one gift. You choose its target; a gift with no possible target can still be opened, but then it does nothing.',
          'Synod: put a follower from your supply on any unfinished cloister, even an occupied one.',
          'Road sweeper: an unfinished road with followers on it is scored now, 1 point per tile, for the players with the most followers there; its followers go home. The road stays open and can score again.',
          'Change of position: one of your followers lies down as a farmer in a field of the same tile, or one of your farmers stands up on a road, city or cloister of that tile, even an occupied one.',
          'Cash out: take one of your followers back and score 2 points for every follower on its whole feature, everyone’s, the returning one included.',
          'Take two: draw a second tile and place the one you prefer; the other goes back into the stack.',
        ],
      },
      {
        title: 'Game end',
        items: ['Every gift still unopened is worth 2 points.'],
      },
    ],
  },
  festival: {
    intro: 'The Festival adds 10 tiles, each with a festival in its middle.',
    sections: [
      {
        title: 'The tiles',
        items: [
          'The festival is a picture: nobody can stand on it. The rest of the tile takes followers as usual.',
          'On some festival tiles a road ends at the festival, so they close that road.',
        ],
      },
      {
        title: 'Sending a follower home',
        items: [
          'After placing a festival tile you may, instead of placing a follower, send one of your followers from anywhere on the board back to your supply. It scores nothing.',
          'You cannot both place a follower and send one home in the same turn. Another player’s followers never go home this way.',
          'The follower leaves before the tile’s completed features are scored: if it stood alone on a road that the festival tile closes, nobody scores that road.',
          'In this app your followers that may go home are circled on the board.',
        ],
      },
    ],
  },
  easter: {
    intro:
      'Easter in Carcassonne adds 22 tiles: 10 Easter nests and 12 Easter Bunny tiles. Collect eggs: the most eggs at the end are worth 10 points, the next most 5.',
    sections: [
      {
        title: 'The Easter Bunny',
        items: [
          'When an Easter Bunny tile is placed, the bunny jumps onto it. After the turn’s scoring, every player in turn, starting with the one who placed it, rolls the die (1, 1, 2, 2, 3 or 3) and moves the bunny that many hops.',
          'A hop goes to a neighbouring tile, not diagonally. In one round of hops the bunny never enters a tile twice, nor the tile where the round began.',
          'You must move the full roll when a path that long exists; otherwise the bunny goes as far as it can.',
          'Each time the bunny enters a tile, every follower on that tile earns its owner one egg.',
          'In this app the tiles the bunny may hop to are highlighted: choose one per hop.',
        ],
      },
      {
        title: 'Easter nests',
        items: [
          'A nest is completed when all 8 squares around it hold tiles. The player whose tile completes it gets 2 eggs, and every follower on those nine tiles earns its owner one egg.',
          'Nests are counted after the turn’s scoring, so followers that just went home earn nothing. A nest never completed gives nothing.',
        ],
      },
      {
        title: 'Game end',
        items: [
          'After the final scoring the player with the most eggs scores 10 points and the next highest count scores 5. Tied players all get the points.',
          'A player without eggs scores nothing.',
        ],
      },
    ],
  },
};
