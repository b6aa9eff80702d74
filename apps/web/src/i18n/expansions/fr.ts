export const expansionsFr = {
  'exp.christmas-gift.line': 'Deux paquets de 64 cartes, gagnées en posant près des abbayes des autres ou en posant des tuiles de route : points, partisans en plus, attaques et bonus de fin.',
  'exp.gifts.line': 'Prolongez la route ou la ville d’un autre joueur et recevez une carte cadeau secrète ; ouvrez-en une avant de poser une tuile plus tard.',
  'exp.festival.line': '10 tuiles de fête : après en avoir posé une, vous pouvez reprendre un de vos partisans au lieu d’en poser un.',
  'exp.easter.line': '22 tuiles nid et lapin : le lapin de Pâques saute sur les partisans et distribue des œufs ; le plus d’œufs rapporte 10 points à la fin.',
  'setup.expHelp': 'En savoir plus : {name}',
  'help.title': 'Aide',
  'help.expansions': 'Extensions',
  'help.back': 'Retour',
  'help.all': 'Toute l’aide',
  'help.missing': 'Aucune page d’aide ne porte ce nom.',
};
