/**
 * Method ids from labels with accented Latin letters (seen on a French speech paper's table while testing
 * multilingual captions: "Notre modèle" became the id `notre-mod-le`). The accent is dropped, the letter kept,
 * so ids stay readable and one label gives one id whichever way its accents are encoded (precomposed or not).
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { slug } from '../../src/extract/names.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

describe('ids from accented labels', () => {
  it('keeps the letters of accented Latin names', () => {
    expect(slug('Notre modèle')).toBe('notre-modele');
    expect(slug('Müller-Großmann')).toBe('muller-grossmann');
    expect(slug('Ærø Net')).toBe('aero-net');
    // a decomposed "è" (e + U+0300) gives the same id as the precomposed one
    expect(slug('mode\u0300le')).toBe(slug('modèle'));
    expect(slug('参数量')).toBe('x');
  });

  it('drafts methods of a French results table with readable ids', () => {
    const { yaml } = extractMarkdown([
      '# Reconnaissance de la parole',
      '',
      'Tableau 1 – WER (%) sur Common Voice (français).',
      '',
      '| Système | WER |',
      '| --- | --- |',
      '| Référence | 14.2 |',
      '| Notre modèle | 11.8 |',
      '',
    ].join('\n'));
    const ids = (parse(yaml) as { methods: { id: string }[] }).methods.map((m) => m.id);
    expect(ids).toEqual(expect.arrayContaining(['reference', 'notre-modele']));
  });
});
