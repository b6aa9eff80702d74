/** Writes VAPID keys into apps/server/.dev.vars unless it has them; true when it wrote. */
export function ensureDevVars(file?: string): Promise<boolean>;
