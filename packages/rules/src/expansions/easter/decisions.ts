/** Easter's decision kind (`pendingDecision(...).kind`): a file of its own, so that an interface reading it loads none of the rules (index.ts, module.ts). */
export const DECISION = 'easter/bunny';
