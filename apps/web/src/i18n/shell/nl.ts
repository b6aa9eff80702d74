export const shellNl = {
  'app.loadFailed': 'Dit scherm kon niet worden geladen. Ben je offline?',
  'app.retry': 'Opnieuw proberen',
};
