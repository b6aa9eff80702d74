/** A saved game's id and a new game's seed: small enough for screens that do not load the engine (setup). */
export function newId(): string {
  const a = new Uint8Array(8);
  crypto.getRandomValues(a);
  return [...a].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function randomSeed(): string {
  return String(Math.floor(Math.random() * 1e9));
}
