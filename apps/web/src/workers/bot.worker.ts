/// <reference lib="webworker" />
/**
 * Bots think here, off the main thread, so the page keeps drawing and answering input while
 * a greedy bot tries every placement.
 */
import type { GameState } from '@carc/rules';
import { chooseAction, type Policy } from '../bots/policies.js';

export interface BotRequest {
  id: number;
  policy: Policy;
  state: GameState;
}

self.onmessage = (e: MessageEvent<BotRequest>) => {
  const { id, policy, state } = e.data;
  try {
    const action = chooseAction(policy, state);
    (self as unknown as Worker).postMessage({ id, action });
  } catch (err) {
    (self as unknown as Worker).postMessage({ id, action: null, error: String(err) });
  }
};
