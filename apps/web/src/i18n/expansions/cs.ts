export const expansionsCs = {
  'exp.christmas-gift.line': 'Dva balíčky se 64 kartami, získanými stavbou vedle cizích klášterů nebo přiložením dílků jen s cestou: body, figurky navíc, útoky a bonusy na konci.',
  'exp.gifts.line': 'Prodluž cizí cestu nebo město a dostaneš tajnou kartu dárku; jeden otevřeš před přiložením dílku v některém dalším tahu.',
  'exp.festival.line': '10 dílků slavnosti: po přiložení jednoho si smíš místo umístění figurky vzít jednu svou zpět.',
  'exp.easter.line': '22 dílků s hnízdy a zajíci: velikonoční zajíc skáče přes figurky a rozdává vajíčka; nejvíc vajíček dá na konci 10 bodů.',
  'setup.expHelp': 'Více o rozšíření {name}',
  'help.title': 'Nápověda',
  'help.expansions': 'Rozšíření',
  'help.back': 'Zpět',
  'help.all': 'Celá nápověda',
  'help.missing': 'Stránka nápovědy s tímto názvem neexistuje.',
};
