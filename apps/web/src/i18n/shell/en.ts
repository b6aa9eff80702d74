/** The page shell's own words: a screen whose code could not be loaded. */
export const shellEn = {
  'app.loadFailed': 'This screen could not be loaded. Are you offline?',
  'app.retry': 'Try again',
};
