/**
 * Vega-lite spec → inline SVG string, in Node, with a loader that refuses every load: a chart
 * never fetches anything, at render time or when viewed.
 */
import * as vega from 'vega';
import { compile } from 'vega-lite';
import type { TopLevelSpec } from 'vega-lite';

function refuse(what: string): never {
  throw new Error(`internal: a report chart tried to load ${what}; charts are rendered from inline data only`);
}

const noLoader = {
  load: (uri: string) => Promise.reject(refuse(uri)),
  sanitize: (uri: string) => Promise.reject(refuse(uri)),
  http: (uri: string) => Promise.reject(refuse(uri)),
  file: (path: string) => Promise.reject(refuse(path)),
} as unknown as ReturnType<typeof vega.loader>;

/**
 * Markup vega never writes: a script-capable element, an event-handler attribute, or a reference
 * outside the document. Finding one means a string escaped its escaping; the render fails.
 */
export function unsafeMarkup(svg: string): string | undefined {
  for (const tag of svg.match(/<[^>]*>/g) ?? []) {
    const bare = tag.replace(/"[^"]*"|'[^']*'/g, '""');
    if (/^<\/?\s*(script|foreignObject|iframe|object|embed|image|use|a)\b/i.test(bare)) return tag;
    if (/\son[a-z]+\s*=/i.test(bare)) return tag;
    if (/\s(?:xlink:)?href\s*=\s*["'](?!#)/i.test(tag)) return tag;
  }
  return undefined;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Renders `spec` to an SVG element. `idPrefix` makes the SVG's internal ids (clip paths) unique, so
 * several charts can live in one page.
 */
export async function renderSvg(spec: TopLevelSpec, ariaLabel: string, idPrefix: string): Promise<string> {
  const view = new vega.View(vega.parse(compile(spec).spec), { renderer: 'none', loader: noLoader, logLevel: vega.Warn });
  try {
    const raw = await view.toSVG();
    const bad = unsafeMarkup(raw);
    if (bad !== undefined) throw new Error(`internal: a chart SVG contains executable or external markup: ${bad.slice(0, 80)}`);
    const prefix = idPrefix.replace(/[^A-Za-z0-9_-]/g, '_');
    return raw
      .replace(/\bid="([^"]+)"/g, (_, id: string) => `id="${prefix}-${id}"`)
      .replace(/url\(#([^)]+)\)/g, (_, id: string) => `url(#${prefix}-${id})`)
      .replace(/^<svg /, `<svg role="img" aria-label="${escapeAttr(ariaLabel)}" `);
  } finally {
    view.finalize();
  }
}
