/**
 * A README heading worded as a sentence ("#### Inference requires a GPU with ~26GB memory for
 * 1024x576 tiles") is read for hardware claims, and only for them: a section title's numbers
 * ("Results on 3 datasets") stay no claim. Example: a remote-sensing segmentation README.
 */
import { describe, expect, it } from 'vitest';
import { sentencesOf } from '../../src/extract/sentences.js';
import { statementsOf } from '../../src/extract/statements.js';

const items = (text: string) => statementsOf(sentencesOf(text), { doc: 'readme', tables: [], methods: new Map() });

const README = `# TileSeg: land-cover segmentation of satellite tiles

## Inference

#### High-resolution inference requires a GPU with ~26GB memory for 1024x1024 tiles:

\`\`\`
python infer.py --tile 1024
\`\`\`

#### Training uses 4 GPUs with 24GB memory each

## Results on 3 datasets with 12 classes

The model is described in the paper.
`;

describe('hardware claims in headings', () => {
  it('reads the GPU memory and GPUs a heading states, with the heading as the quote', () => {
    const out = items(README);
    expect(out.map((i) => [i.section, i.fields.kind])).toEqual([
      ['hardware', 'gpu-memory'],
      ['hardware', 'gpu'],
      ['hardware', 'gpu-memory'],
    ]);
    expect(out[0]?.fields).toMatchObject({ value: { n: '26' }, unit: 'GB', source: { quote: 'High-resolution inference requires a GPU with ~26GB memory for 1024x1024 tiles:', section: 'Inference' } });
    expect(out[1]?.fields).toMatchObject({ count: 4 });
  });

  it('a section title with numbers gives no quantity, and a heading is no sentence before the next', () => {
    const out = items(README);
    expect(out.some((i) => /Results on 3 datasets/.test(String((i.fields.source as { quote: string }).quote)))).toBe(false);
    const ss = sentencesOf(README);
    expect(ss.filter((s) => s.heading).map((s) => s.text)).toHaveLength(2);
  });
});
