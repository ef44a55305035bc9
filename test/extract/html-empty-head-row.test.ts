/**
 * A project page's table (MetaMath's, the sixteenth set: 0/71 blind) left an empty `<tr></tr>` in its `<thead>` and
 * opened its body with a bold row of one cell across the table ("Closed-source Model"): the empty row counted as a
 * header level, so the group row and the first model's row ("GPT-4 | - | 92.0 | 42.5") were read as header cells
 * ("GSM8K Closed-source Model 92.0") and the table became attributes. An empty row is no header level, and one cell
 * across the table names a group of rows, never a header level (src/extract/read-html.ts).
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft { tables: { kind: string; columns: { metric: string; label: string }[]; rows: { method: string; values: (number | null)[]; settings?: Record<string, string> }[] }[] }

const page = `<!doctype html><html><body><h1>SpeechLM</h1><h2>Comprehensive Results</h2>
<table><thead><tr><th>Model</th><th>WER (%)</th><th>CER (%)</th></tr><tr></tr></thead>
<tbody><tr class="th"><td colspan="3" style="text-align: center; font-weight: bold;">Closed-source Models</td></tr>
<tr><td>CloudASR</td><td>5.1</td><td>3.0</td></tr><tr><td>VendorASR</td><td>6.3</td><td>3.9</td></tr>
<tr class="th"><td colspan="3" style="text-align: center; font-weight: bold;">Open-source Models</td></tr>
<tr><td>Whisper-large</td><td>4.2</td><td>2.7</td></tr><tr><td>Ours</td><td>3.8</td><td>2.4</td></tr></tbody></table>
</body></html>`;

describe('an HTML table with an empty head row and group rows across it', () => {
  it('keeps its first row and reads the group rows as a setting (CLI)', () => {
    const { draft } = extractMarkdown<Draft>(page, { name: 'index.html' });
    const t = draft.tables[0];
    expect(t?.kind).toBe('results');
    expect(t?.columns.map((c) => c.metric)).toEqual(['wer', 'cer']);
    expect(t?.rows.map((r) => r.method)).toEqual(['cloudasr', 'vendorasr', 'whisper-large', 'ours']);
    expect(t?.rows[0]?.values).toEqual([5.1, 3.0]);
    expect(Object.values(t?.rows[2]?.settings ?? {})).toEqual(['Open-source Models']);
  });
});
