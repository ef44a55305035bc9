/**
 * A method's name cut by a hyphen at a line's end of a PDF paragraph ("BiL-" / "STM"): joined where the document
 * prints the word whole elsewhere (its table), so the sentence names the method and its claim resolves; a name cut at
 * a capital that the document never prints whole keeps its hyphen with no space ("Transformer-" / "Enc" →
 * "Transformer-Enc", not "Transformer- Enc"). Before, only a cut before a small letter was joined (bbox XHTML, pure).
 */
import { describe, expect, it } from 'vitest';
import { bboxLine } from '../helpers/pdf-boxes.js';
import { pdfPageDraft } from '../helpers/pdf-draft.js';

const X = [60, 150, 200, 250];
const row = (y: number, r: readonly string[]) => bboxLine(y, r.map((t, k) => [X[k] as number, t] as const), 7);

function draft() {
  return pdfPageDraft([
    bboxLine(30, [[60, 'Table 2: Accuracy (%) of the arrangement models on three datasets.']], 7),
    row(42, ['Model', 'Bach', 'Game', 'Pop']),
    row(52, ['LSTM', '91.2', '80.4', '77.9']),
    row(62, ['BiLSTM', '93.5', '82.6', '80.1']),
    row(72, ['Transformer-Enc', '88.0', '78.3', '75.2']),
    bboxLine(100, [[60, 'We compare the sequence models of Table 2 on the three datasets of this study. The BiL-']], 7),
    bboxLine(110, [[60, 'STM model achieves the highest accuracy on all three datasets, while the Transformer-']], 7),
    bboxLine(120, [[60, 'Enc model stays behind the recurrent ones on every dataset we tried in this section.']], 7),
  ]);
}

describe('a method name hyphenated at a line end', () => {
  it('is joined where the document prints it whole, and the best claim names it', () => {
    const ex = draft();
    const best = ex.draft.items.find((i) => i.fields.kind === 'best')?.fields as { method?: string; source?: { quote?: string } } | undefined;
    expect(best?.source?.quote).toMatch(/The BiLSTM model achieves the highest accuracy/);
    expect(best?.method).toBe('bilstm');
    expect(ex.yaml).toMatch(/Transformer-Enc model stays behind/);
    expect(ex.yaml).not.toMatch(/Transformer- Enc/);
  });
});
