export const touchRo = {
  'game.hop@touch': "Mută iepurele {n, plural, one {# salt} few {# salturi} other {# de salturi}}: atinge o piesă evidențiată.",
  'legend.extent@touch': "Linii albastre: zona meeple-ului pe care îl atingi, cu deținătorii sub tablă",
  'legend.spot@touch': "Cerc numerotat: loc pentru meeple-ul tău (atinge-l)",
  'cards.pickTarget@touch': '{card}: alege o țintă (atinge-o în listă sau pe tablă).',
};
