/**
 * File-system failures in words (pure): what a user reads instead of `ENOENT` or `EISDIR`. Every
 * command that reads a file the user named (a claim file, a paper to extract, a prediction file)
 * says what is wrong with the path in these words.
 */

/** Why `path` could not be read, from the error's `code` (`ENOENT`, `EISDIR`, …). */
export function fileProblemInWords(code: string | undefined): string {
  switch (code) {
    case 'ENOENT':
      return 'no such file or folder';
    case 'EISDIR':
      return 'is a folder, not a file';
    case 'ENOTDIR':
      return 'a part of the path is a file, not a folder';
    case 'EACCES':
    case 'EPERM':
      return 'cannot be read: permission denied';
    case 'ELOOP':
      return 'is a symbolic link that loops';
    case 'ENAMETOOLONG':
      return 'the path is too long';
    case 'EMFILE':
    case 'ENFILE':
      return 'cannot be opened: too many files are open';
    default:
      return `cannot be read${code ? ` (${code})` : ''}`;
  }
}

/** The error code of a Node.js file-system error, if it has one. */
export function errnoCode(e: unknown): string | undefined {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}
