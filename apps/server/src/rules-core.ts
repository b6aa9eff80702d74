/**
 * Everything in this Worker that makes or reads a game (the rooms, my games, the archive's
 * replays) goes through @carc/rules, whose board is the WebAssembly core (#26). It is
 * installed once per isolate, here, before any request: from the module wrangler compiled
 * when it bundled the Worker, since Workers cannot compile WebAssembly from bytes at run time.
 */
import coreModule from '@carc/core/core.wasm';
import { useCoreModule } from '@carc/rules';

useCoreModule(coreModule);
