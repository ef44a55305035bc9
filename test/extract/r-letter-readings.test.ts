/**
 * Short names two fields print for different metrics, read by the columns beside them (round 23): `R2` beside MAE and
 * RMSE is the coefficient of determination R² with its superscript lost (a poverty-mapping paper), not ROUGE-2; `R1`
 * beside `R2 | RL` is ROUGE-1, not recall@1. Their usual readings (ROUGE-2; recall@1 beside R5 and R10) stay without a
 * review line. And a remote-sensing README whose section is headed by a scene-classification benchmark the catalogue
 * lacked (RSSCN7) reads its unnamed columns as that benchmark's overall accuracy.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft { tables: { columns: { metric: string }[] }[] }

const metrics = (doc: readonly string[]) => {
  const r = extractMarkdown<Draft>(doc);
  return { metrics: r.draft.tables[0]?.columns.map((c) => c.metric), yaml: r.yaml };
};

describe('R-letter columns', () => {
  it('reads R2 beside MAE / RMSE as R², and R1 beside R2 / RL as ROUGE-1 (CLI)', () => {
    expect(metrics(['# Poverty mapping', '', '| Model | R2 | MAE | RMSE |', '|---|---|---|---|', '| XGB | 0.473 | 0.062 | 0.096 |', '| ResNet50 | 0.627 | 0.047 | 0.081 |', '']).metrics).toEqual(['r-squared', 'mae', 'rmse']);
    expect(metrics(['# Summaries', '', '| Model | R1 | R2 | RL |', '|---|---|---|---|', '| BART | 44.2 | 21.3 | 40.9 |', '| PEGASUS | 44.1 | 21.4 | 41.0 |', '']).metrics).toEqual(['rouge-1', 'rouge-2', 'ROUGE_L']);
  });

  it('keeps the usual readings without a word', () => {
    const a = metrics(['# Retrieval', '', '| Model | R1 | R5 | R10 |', '|---|---|---|---|', '| CLIP | 44.2 | 71.3 | 80.9 |', '| BLIP | 54.1 | 81.4 | 88.0 |', '']);
    expect(a.metrics).toEqual(['r@1', 'r@5', 'r@10']);
    expect(a.yaml).not.toMatch(/alias of several fields/);
    const b = metrics(['# Summaries', '', 'ROUGE scores on CNN/DailyMail.', '', '| Model | R2 |', '|---|---|', '| BART | 21.3 |', '| PEGASUS | 21.4 |', '']);
    expect(b.metrics).toEqual(['rouge-2']);
    expect(b.yaml).not.toMatch(/alias of several fields/);
  });

  it('reads RSSCN7 under its heading as scene classification accuracy (CLI)', () => {
    expect(metrics(['# Distillation for scene classification', '', '## RSSCN7', '20% Training:', '| model | run1 | run2 | mean |', '|---|---|---|---|', '| ResNet18 | 93.1 | 93.8 | 93.45 |', '| ResNet18_kd | 96.1 | 96.3 | 96.2 |', '']).metrics).toEqual(['accuracy', 'accuracy', 'accuracy']);
  });
});
