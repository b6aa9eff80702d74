export const expansionsHu = {
  'exp.christmas-gift.line': 'Két pakli, 64 kártya, amelyeket mások kolostora mellé építve vagy csak utat tartalmazó lapkákkal kapsz: pontok, plusz alattvalók, támadások és bónuszok a végén.',
  'exp.gifts.line': 'Hosszabbítsd meg egy másik játékos útját vagy városát, és kapsz egy titkos ajándékkártyát; egy későbbi lapka lerakása előtt kinyithatsz egyet.',
  'exp.festival.line': '10 ünnep lapka: ha lerakod az egyiket, alattvaló lehelyezése helyett visszavehetsz egyet a sajátjaid közül.',
  'exp.easter.line': '22 fészek és nyúl lapka: a húsvéti nyúl az alattvalókon át ugrálva tojásokat oszt; a legtöbb tojás a végén 10 pontot ér.',
  'setup.expHelp': 'Bővebben: {name}',
  'help.title': 'Súgó',
  'help.expansions': 'Kiegészítők',
  'help.back': 'Vissza',
  'help.all': 'A teljes súgó',
  'help.missing': 'Nincs ilyen nevű súgóoldal.',
};
