/**
 * Typed errors. Every error a user can cause carries a stable `code` and the process exit code
 * the CLI maps it to (see DESIGN.md: 0 done, 1 check failed, 2 bad input, 3 run failed).
 */
export type ExitCode = 0 | 1 | 2 | 3;

/** A place in a file: 1-based line and column. */
export interface SourcePos {
  readonly file: string;
  readonly line: number;
  readonly col: number;
}

export function formatPos(pos: SourcePos): string {
  return `${pos.file}:${pos.line}:${pos.col}`;
}

export abstract class AuditError extends Error {
  abstract readonly code: string;
  abstract readonly exitCode: ExitCode;
}

/** One located problem in an input file. */
export interface InputIssue {
  readonly pos: SourcePos;
  /** What is wrong. */
  readonly problem: string;
  /** What was expected instead. */
  readonly expected: string;
}

export function formatIssue(issue: InputIssue): string {
  return `${formatPos(issue.pos)}: ${issue.problem}; expected ${issue.expected}`;
}

/** Bad input (claim file, prediction file, arguments): exit code 2, nothing written. */
export class InputError extends AuditError {
  readonly code: string;
  readonly exitCode = 2 as const;
  readonly issues: readonly InputIssue[];
  constructor(issues: readonly InputIssue[] | string, code = 'bad-input') {
    const list = typeof issues === 'string' ? [] : issues;
    super(typeof issues === 'string' ? issues : list.map(formatIssue).join('\n'));
    this.name = 'InputError';
    this.code = code;
    this.issues = list;
  }
}

/** A usage error of the command line: exit code 2. */
export class UsageError extends AuditError {
  readonly code = 'usage';
  readonly exitCode = 2 as const;
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** A store (results.db) that cannot be used: wrong schema version, corrupt file. Exit code 2. */
export class StoreError extends AuditError {
  readonly exitCode = 2 as const;
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'StoreError';
  }
}

/** A run that failed: exit code 3. */
export class RunError extends AuditError {
  readonly exitCode = 3 as const;
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RunError';
  }
}

/** The check the user asked for failed (`--fail-on`, regressions): exit code 1. */
export class CheckFailed extends AuditError {
  readonly code = 'check-failed';
  readonly exitCode = 1 as const;
  constructor(message: string) {
    super(message);
    this.name = 'CheckFailed';
  }
}

export function isAuditError(e: unknown): e is AuditError {
  return e instanceof AuditError;
}
