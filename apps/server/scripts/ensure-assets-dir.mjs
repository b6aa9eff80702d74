// wrangler refuses to start when the `assets.directory` of wrangler.jsonc is missing; the
// web app's build fills ../web/dist later, so until then an empty directory stands in.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

mkdirSync(join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'dist'), { recursive: true });
