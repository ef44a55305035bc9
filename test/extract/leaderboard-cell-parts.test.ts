/**
 * Leaderboard rows whose name cell also prints the team and the paper after line breaks, beside a column
 * of submission dates (issue 25, fifth held-out set: a text-to-SQL leaderboard; SQuAD's had the same
 * class). The row is known by the name alone; the date is a setting of the row, not part of its label.
 * Pure, on a speech-recognition leaderboard.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractDraft } from '../../src/extract/draft.js';
import { readInputs } from '../../src/extract/read.js';

const names = { methods: [], datasets: [], subsets: [] };
const draftOf = (html: string) => {
  const path = join(mkdtempSync(join(tmpdir(), 'board-')), 'index.html');
  writeFileSync(path, html);
  return extractDraft(readInputs([path]), 'toy', names).draft;
};

const row = (date: string, name: string, team: string, cite: string, a: string, b: string) => `<tr>
  <td class="counter-cell"><span class="badge">${date}</span></td>
  <td>${name}<br>
    <span class="affiliation">${team}</span>
    <br><a href="https://example.org/p" class="paperlink">${cite}</a>
  </td>
  <td>${a}</td><td>${b}</td></tr>`;

const html = `<html><body><h2>Leaderboard</h2><p>Word error rate (WER, %) on the LibriSpeech test sets.</p>
<table><thead><tr><th></th><th>Model</th><th>test-clean</th><th>test-other</th></tr></thead><tbody>
<tr><td><br></td><td>Human transcribers<br><span class="affiliation">Annotators</span></td><td>5.8</td><td>12.7</td></tr>
${row('Mar 3, 2025', 'Conformer-XL', 'Speech Lab, Example University', "[Lee et al. '24]", '1.9', '3.9')}
${row('Jan 12, 2024', 'WavLM-CTC + LM', 'Acme Research', '[Chen et al. 2022]', '2.1', '4.4')}
${row('July 4, 2023', 'QuartzNet 15x5', 'Anonymous', '', '2.7', '7.3')}
</tbody></table></body></html>`;

describe('extract: leaderboard name cells with a team, a citation and a date column', () => {
  it('labels each row by the model name and keeps the date as a setting', () => {
    const [t] = draftOf(html).tables;
    expect(t?.kind).toBe('results');
    if (t?.kind !== 'results') return;
    expect(t.rows.map((r) => r.label)).toEqual(['Human transcribers', 'Conformer-XL', 'WavLM-CTC + LM', 'QuartzNet 15x5']);
    expect(t.rows.map((r) => r.settings?.['date'])).toEqual(['', 'Mar 3, 2025', 'Jan 12, 2024', 'July 4, 2023']);
    expect(t.columns.map((c) => c.metric)).toEqual(['wer', 'wer']);
  });

  it('says so when an attribute table row has no label, instead of dropping it', () => {
    const cards = `<html><body><h2>Model cards</h2>
<table><thead><tr><th>Model</th><th>Release</th><th>Licence</th></tr></thead><tbody>
<tr><td>Conformer-XL</td><td>2024</td><td>Apache-2.0</td></tr>
<tr><td></td><td>2022</td><td>n/a</td></tr>
<tr><td>QuartzNet</td><td>2023</td><td>MIT</td></tr>
</tbody></table></body></html>`;
    const path = join(mkdtempSync(join(tmpdir(), 'board-')), 'index.html');
    writeFileSync(path, cards);
    const ex = extractDraft(readInputs([path]), 'toy', names);
    const [t] = ex.draft.tables;
    expect(t?.kind).toBe('attributes');
    expect(t?.rows).toHaveLength(2);
    expect(ex.yaml).toMatch(/# review: row 2 has no label in the first column \(2022 \| n\/a\): not in the draft/);
  });

  it('keys an attribute table by the names when dates come first, keeping the date as a column', () => {
    const cards = `<html><body><h2>Submissions</h2>
<table><thead><tr><th></th><th>Model</th><th>Licence</th></tr></thead><tbody>
<tr><td><br></td><td>Human transcribers<br><span class="affiliation">Annotators</span></td><td>n/a</td></tr>
<tr><td>Mar 3, 2025</td><td>Conformer-XL</td><td>Apache-2.0</td></tr>
<tr><td>Jan 12, 2024</td><td>QuartzNet</td><td>MIT</td></tr>
</tbody></table></body></html>`;
    const [t] = draftOf(cards).tables;
    expect(t?.kind).toBe('attributes');
    if (t?.kind !== 'attributes') return;
    expect(t.rows.map((r) => r.label)).toEqual(['Human transcribers', 'Conformer-XL', 'QuartzNet']);
    expect(t.columns.map((c) => c.label)).toEqual(['date', 'Licence']);
  });

  it('keys a model-zoo attribute table by the model column when the family is printed once over blank rows', () => {
    const zoo = ['# Checkpoints', '', '| Family | Checkpoint | Layers | Download |', '|---|---|---|---|',
      '| SpeechLM | speechlm_base | 12 | https://example.org/base.pt |', '| | speechlm_large | 24 | https://example.org/large.pt |',
      '| WavTok | wavtok_small | 6 | https://example.org/small.pt |', ''].join('\n');
    const path = join(mkdtempSync(join(tmpdir(), 'board-')), 'README.md');
    writeFileSync(path, zoo);
    const ex = extractDraft(readInputs([path]), 'toy', names);
    const [t] = ex.draft.tables;
    expect(t?.kind).toBe('attributes');
    expect(t?.rows.map((r) => r.label)).toEqual(['speechlm_base', 'speechlm_large', 'wavtok_small']);
    expect(ex.yaml).not.toContain('has no label');
  });
});
