/** Paths in messages for people (pure): absolute paths inside (or near) the working directory shown relative to it. */
import { isAbsolute, relative } from 'node:path';

/** Every absolute path in `text` replaced by its path relative to `cwd` when that is shorter. */
export function shortenPaths(text: string, cwd: string): string {
  return text.replace(/(^|[\s(,:'"=])(\/[^\s,;:'"()]+)/g, (all, pre: string, path: string) => {
    if (!isAbsolute(path)) return all;
    const r = relative(cwd, path) || '.';
    return r.length < path.length ? `${pre}${r}` : all;
  });
}
