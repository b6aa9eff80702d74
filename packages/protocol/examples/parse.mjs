// Checking client frames as a server does: a message, or a typed refusal (never a throw).
import { PROTOCOL_VERSION, parseClientMessage } from '@carc/protocol';

const frames = [
  JSON.stringify({ type: 'hello', v: PROTOCOL_VERSION }),
  JSON.stringify({ type: 'action', seq: 3, action: { type: 'place', x: 1, y: 0, rot: 90 }, id: 'm1' }),
  '{"type":"hello"',
  JSON.stringify({ type: 'teleport' }),
];

const answers = frames.map((frame) => {
  const r = parseClientMessage(frame);
  // the same Result shape as @carc/rules: { ok: true, value } or { ok: false, error }
  return r.ok ? { ok: true, type: r.value.type } : { ok: false, code: r.error.code, message: r.error.message };
});
console.log(JSON.stringify(answers));
