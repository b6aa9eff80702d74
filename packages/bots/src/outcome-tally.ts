/**
 * Averages of many playout outcomes from one player's side: the margin over the best
 * opponent, every player's score, and each player's share of top places (a shared top
 * counts 1/k for each of k players). Used wherever a move is valued by its playouts
 * (post-game analysis with the core or with the rules-engine search).
 */
export class OutcomeTally {
  private readonly scores: number[];
  private readonly win: number[];
  private margin = 0;
  private count = 0;

  constructor(
    private readonly players: number,
    private readonly viewer: number,
  ) {
    this.scores = new Array<number>(players).fill(0);
    this.win = new Array<number>(players).fill(0);
  }

  add(outcome: readonly number[]): void {
    const n = this.players;
    const top = Math.max(...outcome);
    const tops = outcome.filter((x) => x === top).length;
    let best = n === 1 ? 0 : -Infinity;
    for (let p = 0; p < n; p++) {
      this.scores[p]! += outcome[p]!;
      if (outcome[p] === top) this.win[p]! += 1 / tops;
      if (p !== this.viewer) best = Math.max(best, outcome[p]!);
    }
    this.margin += outcome[this.viewer]! - best;
    this.count++;
  }

  /** The means so far (zeros before the first outcome). */
  means(): { margin: number; scores: number[]; win: number[] } {
    const k = Math.max(1, this.count);
    return { margin: this.margin / k, scores: this.scores.map((x) => x / k), win: this.win.map((x) => x / k) };
  }
}
