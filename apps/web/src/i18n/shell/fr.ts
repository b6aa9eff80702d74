export const shellFr = {
  'app.loadFailed': "Impossible de charger cet écran. Êtes-vous hors ligne ?",
  'app.retry': 'Réessayer',
};
