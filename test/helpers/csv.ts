/** Reading CSV back in tests. */

/** A strict RFC 4180 reader: CRLF records, quoted fields with doubled quotes, nothing else. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  for (;;) {
    let field = '';
    if (text[i] === '"') {
      i++;
      for (;;) {
        const q = text.indexOf('"', i);
        if (q < 0) throw new Error(`unterminated quoted field at ${i}`);
        field += text.slice(i, q);
        if (text[q + 1] === '"') {
          field += '"';
          i = q + 2;
        } else {
          i = q + 1;
          break;
        }
      }
    } else {
      const m = /^[^",\r\n]*/.exec(text.slice(i))![0];
      field = m;
      i += m.length;
    }
    row.push(field);
    if (text[i] === ',') {
      i++;
      continue;
    }
    if (text.startsWith('\r\n', i)) {
      rows.push(row);
      row = [];
      i += 2;
      if (i === text.length) return rows;
      continue;
    }
    throw new Error(`unexpected ${JSON.stringify(text.slice(i, i + 10))} at ${i} (bare quote, bare LF or missing final CRLF)`);
  }
}
