export const touchNl = {
  'game.hop@touch': "Verplaats de haas {n, plural, one {# sprong} other {# sprongen}}: tik op een gemarkeerde tegel.",
  'legend.extent@touch': "Blauwe streepjes: het gebied van de horige waarop je tikt, met de eigenaars onder het bord",
  'legend.spot@touch': "Genummerde cirkel: een plek voor je horige (tik erop)",
  'cards.pickTarget@touch': '{card}: kies een doel (tik erop in de lijst of op het bord).',
};
