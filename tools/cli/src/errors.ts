/**
 * User errors carry their exit status so `main` can print one line and exit without a
 * stack trace; anything else reaching `main` is a bug and keeps its trace.
 */
export class UsageError extends Error {
  readonly exitCode = 2;
}

export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}
