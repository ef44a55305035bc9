/**
 * "from A to B" with a short unit printed after both values ("from 45.42 m to 32.18 m", "from 12 ms to
 * 9 ms") is the pair a relative change stated in the same sentence is measured between, as the bare
 * "from 45.42 to 32.18" was; a unit after the first value alone ("from 2019 on to 2021") is no pair.
 * Sentences written for this test (3D human mesh, remote sensing); the class was seen in a lidar
 * odometry paper (in-sample).
 */
import { describe, expect, it } from 'vitest';
import { sentencesOf } from '../../src/extract/sentences.js';
import { statementsOf } from '../../src/extract/statements.js';

const items = (text: string) => statementsOf(sentencesOf(text), { doc: 'paper', tables: [], methods: new Map() });

describe('"from A <unit> to B <unit>"', () => {
  it('checks the relative change stated before it on the printed values', () => {
    const out = items('With the temporal prior, the mesh vertex error is further reduced by 18%, from 72.4 mm to 59.4 mm.');
    expect(out.map((i) => i.fields)).toMatchObject([{ kind: 'change', direction: 'lower', stated: { n: '18' }, from: { n: '72.4' }, to: { n: '59.4' } }, { kind: 'change' }]);
  });
  it('other short units as well', () => {
    const out = items('Tiling the scenes cuts inference latency by 25%, from 12 ms to 9 ms per tile.');
    expect(out.find((i) => i.fields.stated)?.fields).toMatchObject({ kind: 'change', from: { n: '12' }, to: { n: '9' } });
    const km = items('The geolocation error drops by 40%, from 1.5 km to 0.9 km on the rural scenes.');
    expect(km.find((i) => i.fields.stated)?.fields).toMatchObject({ kind: 'change', from: { n: '1.5' }, to: { n: '0.9' } });
  });
  it('no pair when the words after the values differ', () => {
    const out = items('The archive grew by 30% from 2019 on to 2021 images per week.');
    expect(out.some((i) => i.fields.from !== undefined)).toBe(false);
  });
});
