export declare const WRANGLER_ENV: Record<string, string>;
export declare function freePort(): Promise<number>;
export declare const PORT_ATTEMPTS: number;
/** Runs `start` again (up to PORT_ATTEMPTS times) while `taken(error)` says a port it picked was taken before it bound it. */
export declare function retryOnTakenPort<T>(start: () => Promise<T>, taken: (error: unknown) => boolean): Promise<T>;
export declare function bundleWorker(assets?: boolean): string;
export declare function removeBundles(): void;
export interface DevServer {
  url: string;
  port: number;
  output(): string;
  stop(): Promise<void>;
  /** SIGKILL to wrangler and workerd together (needs `ownGroup`); resolves when the port is free. */
  kill(): Promise<void>;
}
export interface DevServerOptions {
  persistTo: string;
  port?: number;
  vars?: Record<string, string>;
  assets?: boolean;
  logLevel?: 'debug' | 'info' | 'log' | 'warn' | 'error' | 'none';
  readyTimeoutMs?: number;
  echoErrors?: boolean;
  ownGroup?: boolean;
  /** Where free ports come from (default `freePort`); tests hand out a taken one to see the retry. */
  pickPort?: () => Promise<number>;
  /** More environment for wrangler (NODE_EXTRA_CA_CERTS for the local push service). */
  env?: Record<string, string>;
}
export declare function portFree(port: number): Promise<void>;
export declare function startDevServer(opts: DevServerOptions): Promise<DevServer>;
