// Type of `import mod from '@carc/core/core.wasm'` in bundlers that compile wasm imports to a
// module (wrangler for Cloudflare Workers does).
declare const coreModule: WebAssembly.Module;
export default coreModule;
