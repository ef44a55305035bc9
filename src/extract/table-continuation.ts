/**
 * A table printed right after another, with no paragraph or heading between them and the same corner cell
 * ("Teacher / Student" over two grids of teacher–student pairs), continues it (pure): it has no lead-in line of
 * its own, so it reads the previous table's ("On CIFAR-100:"), which names the dataset or the metric of both. A
 * table with a paragraph of its own before it, or another corner cell, keeps what it has.
 */

/** What of a table as read (doc-builder's ReadTable) a continuation needs. */
interface Read {
  readonly leadIn?: string;
  readonly leadIns?: readonly string[];
  readonly header: readonly (readonly string[])[];
}

const corner = (header: readonly (readonly string[])[]): string =>
  (header[header.length - 1]?.[0] ?? '').replace(/<[^>]+>|\*\*|__/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();

/** The lead-in lines a table takes from the one it continues, when it continues one. */
export function continuedLeadIn(prev: Read | undefined, header: readonly (readonly string[])[], atOnce: boolean): Pick<Read, 'leadIn' | 'leadIns'> {
  if (!prev || !atOnce || !header.length || !prev.header.length) return {};
  const c = corner(header);
  if (!c || c !== corner(prev.header)) return {};
  return { ...(prev.leadIn ? { leadIn: prev.leadIn } : {}), ...(prev.leadIns?.length ? { leadIns: prev.leadIns } : {}) };
}

/** The lead-in lines a block of a table (a panel printed under the same caption) takes from the block above it. */
export function blockLeadIn(prev: Pick<Read, 'leadIn' | 'leadIns'>): Pick<Read, 'leadIn' | 'leadIns'> {
  return { ...(prev.leadIn ? { leadIn: prev.leadIn } : {}), ...(prev.leadIns?.length ? { leadIns: prev.leadIns } : {}) };
}
