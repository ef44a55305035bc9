/** Parsing of reference and prediction files: accepted shapes and located errors. */
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/core/errors.js';
import { alignSets, parsePredictions, parseReferences } from '../../src/metrics/index.js';

function error(f: () => unknown): InputError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return e as InputError;
  }
  throw new Error('expected an InputError');
}

describe('parseReferences', () => {
  it('reads the COCO caption format, ids as strings, in the order of "images"', () => {
    const text = JSON.stringify({
      images: [{ id: 2 }, { id: 'b.png' }],
      annotations: [
        { image_id: 'b.png', caption: 'x' },
        { image_id: 2, caption: 'y' },
        { image_id: 2, caption: 'z' },
      ],
    });
    expect([...parseReferences(text, 'gt.json')]).toEqual([
      ['2', ['y', 'z']],
      ['b.png', ['x']],
    ]);
  });

  it('treats an image listed twice in "images" as one image, as the toolkit does', () => {
    const text = JSON.stringify({ images: [{ id: 1 }, { id: 1 }], annotations: [{ image_id: 1, caption: 'a' }] });
    expect([...parseReferences(text, 'gt.json')]).toEqual([['1', ['a']]]);
  });

  it('reads {"<id>": [refs]} and the toolkit\'s {"<id>": [{caption}]}', () => {
    expect([...parseReferences('{"1": ["a", "b"], "2": [{"caption": "c"}]}', 'r.json')]).toEqual([
      ['1', ['a', 'b']],
      ['2', ['c']],
    ]);
  });

  it.each([
    ['{"images": [], "annotations": [{"image_id": 1}]}', 'gt.json: annotations[0].caption: expected a string, got nothing'],
    ['{"annotations": [{"image_id": null, "caption": "a"}]}', 'gt.json: annotations[0].image_id: expected an image id'],
    ['{"images": [{"id": 1}], "annotations": []}', 'gt.json: images: image "1" has no reference caption'],
    ['{"images": [{"id": 1}], "annotations": [{"image_id": 2, "caption": "a"}]}', 'gt.json: annotations[0].image_id: image "2" is not listed in "images"'],
    ['{"annotations": {}}', 'gt.json: annotations: expected an array, got an object'],
    ['{"1": []}', 'gt.json: "1": expected a non-empty array of reference captions'],
    ['{"1": ["a", 3]}', 'gt.json: "1"[1]: expected a string, got number 3'],
    ['[1, 2]', 'gt.json: expected {"images", "annotations"} (COCO caption format)'],
    ['{"1": ["a"],\n  oops}', 'gt.json:2:3: invalid JSON'],
    ['{"1": ["a"], "": ["b"]}', 'gt.json: "": expected a non-empty image id as key'],
    ['{"1": ["a"], "2": "b"}', 'gt.json: "2": expected a non-empty array of reference captions, got string "b"'],
    ['{"1": ["a"], "2": ["b", {"caption": 2}]}', 'gt.json: "2"[1].caption: expected a string, got number 2'],
    ['{"annotations": [{"image_id": 1, "caption": "a"}, {"image_id": "", "caption": "b"}]}', 'gt.json: annotations[1].image_id: expected an image id (a non-empty string or an integer), got string ""'],
    ['{"annotations": [{"image_id": 1, "caption": "a"}, {"image_id": 2.5, "caption": "b"}]}', 'gt.json: annotations[1].image_id: expected an image id (a non-empty string or an integer), got number 2.5'],
    ['{"annotations": [{"image_id": "x", "caption": null}]}', 'gt.json: annotations[0].caption: expected a string, got null'],
  ])('rejects %s', (text, message) => {
    expect(error(() => parseReferences(text, 'gt.json')).message).toContain(message);
  });
});

describe('parsePredictions', () => {
  it('reads the COCO results format', () => {
    expect([...parsePredictions('[{"image_id": 5, "caption": "a"}, {"image_id": "x", "caption": ""}]', 'p.json')]).toEqual([
      ['5', 'a'],
      ['x', ''],
    ]);
  });

  it.each([
    ['{"a": 1}', 'preds.json: expected an array of {"image_id", "caption"}'],
    ['[{"image_id": 1, "caption": "a"}, 7]', 'preds.json: [1]: expected an object {image_id, caption}, got number 7'],
    ['[{"image_id": 1, "caption": ["a"]}]', 'preds.json: [0].caption: expected a string, got an array'],
    ['[{"image_id": 1.5, "caption": "a"}]', 'preds.json: [0].image_id: expected an image id'],
    ['[{"image_id": 1, "caption": "a"}, {"image_id": "1", "caption": "b"}]', 'preds.json: [1].image_id: duplicate prediction for image "1"'],
    ['', 'preds.json: invalid JSON'],
    ['[{"image_id": "a", "caption": "a"}, {"image_id": "", "caption": "b"}]', 'preds.json: [1].image_id: expected an image id (a non-empty string or an integer), got string ""'],
    ['[{"caption": "a"}]', 'preds.json: [0].image_id: expected an image id (a non-empty string or an integer), got nothing'],
    ['[{"image_id": "a", "caption": 5}]', 'preds.json: [0].caption: expected a string, got number 5'],
  ])('rejects %s', (text, message) => {
    expect(error(() => parsePredictions(text, 'preds.json')).message).toContain(message);
  });
});

describe('alignSets', () => {
  const refs = new Map([...'abcdefgh'].map((id) => [id, ['r']]));
  const preds = new Map([...'abz'].map((id) => [id, 'p']));

  it('lists the first missing and unknown ids, and how to go on', () => {
    const e = error(() => alignSets(refs, preds, { allowMissing: false, files: { refs: 'gt.json', preds: 'p.json' } }));
    expect(e.message).toBe(
      [
        'p.json: no prediction for 6 image(s) of gt.json: "c", "d", "e", "f", "g", … (6 in all)',
        'p.json: 1 prediction(s) for images not in gt.json: "z"',
        'Score the images both files share with --allow-missing.',
      ].join('\n'),
    );
    expect(e.exitCode).toBe(2);
  });

  it('scores the intersection with allowMissing and says what it dropped', () => {
    const { set, dropped } = alignSets(refs, preds, { allowMissing: true });
    expect([...set.refs.keys()]).toEqual(['a', 'b']);
    expect([...set.preds.keys()]).toEqual(['a', 'b']);
    expect(dropped).toEqual({ missingPredictions: ['c', 'd', 'e', 'f', 'g', 'h'], unknownPredictions: ['z'] });
  });

  it('gives both maps in the references\' order, whatever the predictions\' order', () => {
    const all = new Map([...'hgfedcba'].map((id) => [id, `p${id}`]));
    const { set } = alignSets(refs, all, { allowMissing: false });
    expect([...set.refs.keys()]).toEqual([...'abcdefgh']);
    expect([...set.preds]).toEqual([...'abcdefgh'].map((id) => [id, `p${id}`]));
    const same = alignSets(refs, new Map([...'abcdefgh'].map((id) => [id, `q${id}`])), { allowMissing: false }).set;
    expect([...same.preds]).toEqual([...'abcdefgh'].map((id) => [id, `q${id}`]));
    // every reference image predicted, one unknown prediction dropped
    const extra = alignSets(refs, new Map([...'zabcdefgh'].map((id) => [id, `p${id}`])), { allowMissing: true }).set;
    expect([...extra.refs.keys()]).toEqual([...'abcdefgh']);
    expect([...extra.preds.keys()]).toEqual([...'abcdefgh']);
  });

  it('refuses a pair of files with nothing in common even with allowMissing', () => {
    expect(error(() => alignSets(refs, new Map([['z', 'p']]), { allowMissing: true })).message).toContain('no image in common');
  });
});
