/**
 * A memo for the two most recent keys (states or boards, compared by identity). Play asks
 * about the latest state or board over and over and seldom goes back further; a WeakMap
 * entry per board or state costs more in lookups and collector work than recomputing a miss.
 * It keeps the two keys alive until they are replaced.
 */
export class Recent<K extends object, V> {
  private k0: K | null = null;
  private v0: V | undefined = undefined;
  private k1: K | null = null;
  private v1: V | undefined = undefined;

  get(k: K): V | undefined {
    if (k === this.k0) return this.v0;
    if (k === this.k1) return this.v1;
    return undefined;
  }

  set(k: K, v: V): void {
    this.k1 = this.k0;
    this.v1 = this.v0;
    this.k0 = k;
    this.v0 = v;
  }
}
