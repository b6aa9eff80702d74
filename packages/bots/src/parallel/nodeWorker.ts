/// <reference types="node" />
/** Entry of a Node search worker (see nodePool.ts). */
import { parentPort } from 'node:worker_threads';
import { loadCore } from '@carc/core/node';
import { attachSearchWorker } from './searchService.js';

const port = parentPort;
if (port) {
  attachSearchWorker(
    { addEventListener: (_type, listener) => port.on('message', (data: unknown) => listener({ data })), postMessage: (m) => port.postMessage(m) },
    (o) => loadCore(o),
  );
}
