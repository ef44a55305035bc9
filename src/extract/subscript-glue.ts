/**
 * A metric printed with a word subscript, as pdftotext reads it (pure): `EM_Pos` comes out `EMP os`, `F1_Neg`
 * `F1N eg` — the subscript's capital glued to the metric, the rest of it a word of its own (RECCON's Table 4). A header
 * of one token and a short lower-case piece, the token a registry metric once its last capital is moved to the piece
 * (`EM`, `F1`) and not one as printed (`EMP`, `F1P`), is that metric qualified by the subscript (`Pos`, `Neg`).
 * `PSNR avg` stays as printed (`PSN` names no metric).
 */

/** The metric under the subscript and the subscript (`EMP os` → `EM`, `Pos`), or undefined. */
export function ungluedSubscript(header: string, metricOf: (s: string) => string | undefined): { metric: string; base: string; subscript: string } | undefined {
  const m = /^([A-Za-z][A-Za-z0-9@-]*?)([A-Z])\s([a-z]{2,5})$/.exec(header.trim());
  if (!m) return undefined;
  const [, base = '', cap = '', rest = ''] = m;
  const metric = metricOf(base);
  if (!metric || metricOf(`${base}${cap}`)) return undefined;
  return { metric, base, subscript: `${cap}${rest}` };
}
