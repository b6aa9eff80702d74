// Unit tests read every language synchronously (CATALOGUES, setLang, translate): load the
// seven catalogues before any test runs, as the app loads the one it shows.
import { loadAllLangs } from './index.js';

await loadAllLangs();
