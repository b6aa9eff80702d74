export const touchHu = {
  'game.hop@touch': "Mozgasd a nyulat {n, plural, other {# ugrással}}: koppints egy kiemelt lapkára.",
  'legend.extent@touch': "Kék szaggatás: annak az alattvalónak a területe, amelyre koppintasz, birtokosai a tábla alatt",
  'legend.spot@touch': "Számozott kör: hely az alattvalódnak (koppints rá)",
  'cards.pickTarget@touch': '{card}: válassz célt (koppints rá a listában vagy a táblán).',
};
