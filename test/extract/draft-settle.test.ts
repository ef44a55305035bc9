/**
 * A draft with a statement the schema refuses (its method's row was left out by the transcription
 * check, as in the LongCat-Audio-Codec report's Table 5: "statements[43].method: method 'llm-codec'
 * has no row in table 'table-5'") is settled into a valid draft: the statement stays, as
 * `qualitative`, with a review line; `audit extract` never writes an invalid draft for it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseClaimText } from '../../src/claims/parse.js';
import { extractDraft } from '../../src/extract/draft.js';
import { settleDraft } from '../../src/extract/draft-settle.js';
import { readInputs } from '../../src/extract/read.js';
import type { DraftItem } from '../../src/extract/types.js';
import { draftYaml } from '../../src/extract/yaml.js';

const PAPER = `# TinyNet

## Results

Table 1: Accuracy on CIFAR-10.

| Model | Accuracy | F1 |
| --- | --- | --- |
| ResNet-18 | 91.2 | 90.1 |
| TinyNet (ours) | 93.5 | 92.8 |

TinyNet achieves the highest Accuracy and F1 on CIFAR-10.
`;

describe('settling a draft the schema refuses', () => {
  it('keeps a statement whose row was left out as qualitative with a review line, and the draft parses', () => {
    const dir = mkdtempSync(join(tmpdir(), 'settle-'));
    try {
      writeFileSync(join(dir, 'paper.md'), PAPER);
      const ex = extractDraft(readInputs([join(dir, 'paper.md')]), 'tinynet-paper', { methods: [], datasets: [], subsets: [] });
      const items = [...ex.draft.items];
      const best = items.find((i) => i.fields.kind === 'best') as DraftItem;
      expect(best.fields.method).toBe('tinynet');
      // the transcription check left the row out (its cells were not on one line of the document)
      const tables = ex.draft.tables.map((t) => (t.kind === 'results' ? { ...t, rows: t.rows.filter((r) => r.method !== 'tinynet') } : t));
      const leftOut: string[] = [];
      const render = () => draftYaml({ ...ex.draft, tables, items, leftOut });
      expect(parseClaimText(render(), 'd.yaml').ok).toBe(false);
      const yaml = settleDraft(render, items, leftOut);
      expect(parseClaimText(yaml, 'd.yaml').ok).toBe(true);
      expect(best.fields.kind).toBe('best');
      const kept = items.find((i) => i.fields.id === best.fields.id) as DraftItem;
      expect(kept.fields.kind).toBe('qualitative');
      expect((kept.fields.source as { quote: string }).quote).toBe('TinyNet achieves the highest Accuracy and F1 on CIFAR-10.');
      expect(String(kept.fields.why)).toContain("method 'tinynet' has no row in table 'table-1'");
      expect(yaml).toContain("# review: best claim not resolved (method 'tinynet' has no row in table 'table-1')");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
