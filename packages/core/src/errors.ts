/** The one error type of @carc/core: a bad argument, a refused move, a missing engine. */
export class CoreError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
    this.name = 'CoreError';
  }
}
