export const touchCs = {
  'game.hop@touch': "Posuň zajíce o {n, plural, one {# skok} few {# skoky} other {# skoků}}: klepni na zvýrazněný dílek.",
  'legend.extent@touch': "Modré čárky: oblast figurky, na kterou klepneš, vlastníci pod plochou",
  'legend.spot@touch': "Očíslovaný kruh: místo pro tvou figurku (klepni na něj)",
  'cards.pickTarget@touch': '{card}: vyber cíl (klepni na něj v seznamu nebo na ploše).',
};
