// Type of `import mod from '@carc/core/core.wasm'` in bundlers that compile wasm imports to a
// module (wrangler for Cloudflare Workers does). Structural, so no DOM lib is needed.
import type { WasmModule } from './dist/wasm.js';
declare const coreModule: WasmModule;
export default coreModule;
