/**
 * The few WebAssembly and fetch shapes the loader's public signatures mention, declared here
 * structurally: the real `WebAssembly.*`, `BufferSource` and `Response` types live in the DOM
 * lib, and a Node project compiled with `lib: ["es2022"]` and `skipLibCheck: false` must be
 * able to type-check our declarations without it. The real objects satisfy these shapes.
 */

/** A compiled `WebAssembly.Module` (opaque to us: we only hand it back to the runtime). */
export type WasmModule = object;

/** The part of a `WebAssembly.Memory` the engine reads. */
export interface WasmMemory {
  readonly buffer: ArrayBuffer;
}

/** The part of a `WebAssembly.Instance` the engine reads. */
export interface WasmInstance {
  readonly exports: object;
}

/** Raw bytes of core.wasm: what the DOM lib calls a `BufferSource`. */
export type WasmBytes = ArrayBuffer | ArrayBufferView;

/** The part of a fetch `Response` the loader reads. */
export interface ResponseLike {
  readonly ok: boolean;
  readonly status: number;
  readonly headers: { get(name: string): string | null };
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** A WHATWG `URL` (browser, Worker or Node global), told apart from a response by `href`. */
export interface UrlLike {
  readonly href: string;
}

/** The runtime's `WebAssembly` global as the loader uses it. */
interface WasmRuntime {
  /** Compiles synchronously (Node, Workers: any size; a browser main thread may refuse large modules). */
  Module: new (bytes: WasmBytes) => WasmModule;
  Instance: new (module: WasmModule, imports: object) => WasmInstance;
  compile(bytes: WasmBytes): Promise<WasmModule>;
  // Bytes first: a module is typed as any object, which bytes are too.
  instantiate(bytes: WasmBytes, imports: object): Promise<{ instance: WasmInstance }>;
  instantiate(module: WasmModule, imports: object): Promise<WasmInstance>;
  instantiateStreaming?(response: ResponseLike, imports: object): Promise<{ instance: WasmInstance }>;
}

/** Every JS runtime we target has this global; reading it through globalThis keeps the DOM lib out. */
export const wasmRuntime = (globalThis as unknown as { WebAssembly: WasmRuntime }).WebAssembly;
