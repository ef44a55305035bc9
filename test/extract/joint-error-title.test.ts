/**
 * A hand-pose README whose title says the field ("# Evaluations on hand pose estimation") and whose results table,
 * far below, prints only "3D Error (mm)" under "## Results / ### Results on NYU dataset" (round 19). The pose reading
 * of a millimetre error needs pose words by the table; before, it found them only in a "[back to top]" link's URL
 * anchor (#evaluations-on-hand-pose-estimation), which a link-text fix rightly stopped reading. The document's title
 * now counts as the table's field.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  readonly tables: readonly { kind: string; columns: readonly { metric: string }[] }[];
}

const doc = (title: string): string[] => [
  `# ${title}`,
  '',
  '## Description',
  '',
  'Predicted labels of published methods, evaluated with one script.',
  '',
  '## Usage',
  '',
  'Run `python evaluate.py` with the path of the labels.',
  '',
  '## Results',
  '',
  '### Results on NYU dataset',
  '',
  '| Methods | 3D Error (mm) |',
  '| --- | --- |',
  '| DeepPrior [4] | 20.750 |',
  '| Feedback [5] | 15.973 |',
  '| Pose-REN [8] | 11.811 |',
];

describe('a millimetre error under a document titled by its field', () => {
  it('is the pose error where the title names hand pose estimation', () => {
    const { draft } = extractMarkdown<Draft>(doc('Evaluations on hand pose estimation'));
    expect(draft.tables.find((t) => t.kind === 'results')?.columns.map((c) => c.metric)).toEqual(['mpjpe']);
  });

  it('is not, where the title names another field', () => {
    const { draft } = extractMarkdown<Draft>(doc('Evaluations of point cloud registration'));
    expect(draft.tables.flatMap((t) => t.columns.map((c) => c.metric))).not.toContain('mpjpe');
  });
});
