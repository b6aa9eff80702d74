export const shellRo = {
  'app.loadFailed': 'Ecranul nu a putut fi încărcat. Ești offline?',
  'app.retry': 'Încearcă din nou',
};
