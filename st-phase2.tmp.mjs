import { readFileSync } from 'node:fs';
const P = await import('./dist/claims/positions.js');
const S = await import('./dist/claims/schema.js');
const R = await import('./dist/claims/references.js');
const Pc = await import('./dist/claims/protocol-check.js');
const Y = await import('yaml');
const texts = ['blip2idc','scorer','ssgpa'].map(n => readFileSync(`claims/${n}.yaml`, 'utf8'));
for (let round = 0; round < 2; round++) {
  const t = { yamlOnly: 0, parseYaml: 0, zod: 0, refs: 0, proto: 0 };
  for (const text of texts) {
    let a = performance.now(); Y.parse(text); t.yamlOnly += performance.now() - a;
    a = performance.now(); const p = P.parseYaml(text, 'f'); t.parseYaml += performance.now() - a;
    a = performance.now(); const r = S.claimFile.safeParse(p.data); t.zod += performance.now() - a;
    a = performance.now(); R.checkReferences(r.data, p.pos); t.refs += performance.now() - a;
    a = performance.now(); Pc.checkProtocols(r.data, p.pos); t.proto += performance.now() - a;
  }
  console.log(round, Object.fromEntries(Object.entries(t).map(([k, v]) => [k, Math.round(v)])));
}
