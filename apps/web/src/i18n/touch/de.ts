export const touchDe = {
  'game.hop@touch': "Bewege den Hasen {n, plural, one {# Feld} other {# Felder}}: tippe auf ein markiertes Plättchen.",
  'legend.extent@touch': "Blaue Striche: das Gebiet der Figur, auf die du tippst, die Besitzer unter dem Spielfeld",
  'legend.spot@touch': "Nummerierter Kreis: ein Platz für deine Figur (darauf tippen)",
  'cards.pickTarget@touch': '{card}: wähle ein Ziel (tippe es in der Liste oder auf dem Spielfeld an).',
};
