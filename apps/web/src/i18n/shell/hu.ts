export const shellHu = {
  'app.loadFailed': 'Ezt a képernyőt nem sikerült betölteni. Nem vagy offline?',
  'app.retry': 'Újra',
};
