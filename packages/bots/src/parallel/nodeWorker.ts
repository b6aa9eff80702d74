/// <reference types="node" />
/** Entry of a Node search worker (see nodePool.ts). */
import { readFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { loadCore } from '@carc/core/node';
import { attachSearchWorker } from './searchService.js';

const port = parentPort;
if (port) {
  attachSearchWorker(
    { addEventListener: (_type, listener) => port.on('message', (data: unknown) => listener({ data })), postMessage: (m) => port.postMessage(m) },
    (o) => loadCore(o),
    threadCpuMs,
  );
}

/** This thread's time on a CPU (Linux: the first field of /proc/thread-self/schedstat, in ns). */
function threadCpuMs(): number | undefined {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return undefined;
  }
}
