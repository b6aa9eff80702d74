export const shellDe = {
  'app.loadFailed': 'Dieser Bildschirm konnte nicht geladen werden. Bist du offline?',
  'app.retry': 'Nochmal versuchen',
};
