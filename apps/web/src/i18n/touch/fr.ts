export const touchFr = {
  'game.hop@touch': "Déplacez le lapin de {n, plural, one {# saut} other {# sauts}} : touchez une tuile en surbrillance.",
  'legend.extent@touch': "Tirets bleus : la zone du partisan que vous touchez, ses détenteurs sous le plateau",
  'legend.spot@touch': "Cercle numéroté : une place pour votre partisan (touchez-le)",
  'cards.pickTarget@touch': '{card} : choisissez une cible (touchez-la dans la liste ou sur le plateau).',
};
