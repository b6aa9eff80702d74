/**
 * Test support: a stand-in WebSocket that records the frames a page or client sends and
 * lets the test play the server. `deliver` wraps each delivery (a component test passes
 * Preact's `act`, so the render settles before the test looks).
 */
export class FakeSocket {
  static all: FakeSocket[] = [];
  static deliver: (fn: () => void) => void = (fn) => fn();
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(s: string) {
    this.sent.push(JSON.parse(s));
  }
  /** True once the page closed it. */
  closedByClient = false;
  close() {
    this.closedByClient = true;
    this.onclose?.();
  }
  serverSends(m: unknown) {
    FakeSocket.deliver(() => this.onmessage?.({ data: JSON.stringify(m) }));
  }
}
