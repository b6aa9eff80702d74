export * from './errors.js';
export * from './messages.js';
export * from './parse.js';
export * from './crypto.js';
export * from './patch.js';
export * from './names.js';
export type { GenericSchema, InferOutput } from 'valibot';
export { verifyRoomLog, verifyRoomLogText, type Verdict, type VerifyError } from './verify.js';
