/**
 * A LiDAR detection and tracking README (a form of the thirty-second set's CenterPoint Waymo page, round 21), tried on
 * a nuScenes-style zoo: class columns ("Car_L2 | Ped_L2 | Cyc_L2") beside the mean over them printed as "mAPH" or
 * "MOTA" are each class's APH / MOTA (before: the classes went out under the declared unknown metric), and a "Split"
 * column (Val / Test) is each row's setting, never part of its name.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  readonly tables: readonly { kind: string; columns: readonly { metric: string; subset?: string }[]; rows: readonly { label?: string; settings?: Record<string, unknown> }[] }[];
}

describe('class columns beside their mean', () => {
  it('reads them as the mean\'s metric per class, the split as a setting', () => {
    const { draft } = extractMarkdown<Draft>([
      '# LiDAR detection zoo',
      '',
      '### Detection',
      '',
      '| Model | Split | Car_L2 | Ped_L2 | Cyc_L2 | mAPH | FPS |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      '| [PillarNet](configs/pillarnet.py) | Val | 65.1 | 60.2 | 64.0 | 63.1 | 18 |',
      '| [PillarNet](configs/pillarnet.py) | Test | 68.0 | 62.9 | 65.8 | 65.6 | 18 |',
      '',
      '### Tracking',
      '',
      '| | Split | Car_L2 | Ped_L2 | Cyc_L2 | MOTA | FPS |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      '| [tracker_two_frame](scripts/val.sh) | Val | 54.1 | 53.3 | 56.0 | 54.5 | 10 |',
      '| [tracker_two_frame](scripts/test.sh) | Test | 58.2 | 55.0 | 59.1 | 57.4 | 10 |',
    ]);
    const [det, trk] = draft.tables.filter((t) => t.kind === 'results');
    expect(det?.columns.map((c) => c.metric)).toEqual(['maph', 'maph', 'maph', 'maph', 'throughput']);
    expect(trk?.columns.map((c) => c.metric)).toEqual(['mota', 'mota', 'mota', 'mota', 'throughput']);
    expect(trk?.rows.map((r) => r.label)).toEqual(['tracker_two_frame', 'tracker_two_frame']);
    expect(trk?.rows.map((r) => r.settings?.split)).toEqual(['Val', 'Test']);
  });
});
