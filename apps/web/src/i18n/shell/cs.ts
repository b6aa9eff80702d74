export const shellCs = {
  'app.loadFailed': 'Tuto obrazovku se nepodařilo načíst. Nejsi offline?',
  'app.retry': 'Zkusit znovu',
};
