/** `@carc/bots/node`: what only Node can run (worker_threads search pools). */
export { createNodeSearchPool, nodeSpawn } from './nodePool.js';
