import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadClaimFile } from '../../../src/claims/load.js';
import { commandRunner } from '../../../src/runners/command/index.js';
import type { CommandConfig } from '../../../src/claims/configs/command.js';
import { repoRoot } from '../../helpers/cli.js';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});
const commands = (paper: string): CommandConfig[] =>
  loadClaimFile(join(repoRoot, 'test', 'fixtures', 'hardware', `${paper}.yaml`)).data.configs.filter((c): c is CommandConfig => c.runner === 'command');

describe('the papers\' own commands as claim-file configs', () => {
  it('skip, naming the repository to check out, when the code is absent', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'roots-'));
    const all = [...commands('scorer'), ...commands('ssgpa')];
    expect(all.map((c) => c.id)).toEqual(['scorer-train', 'scorer-test', 'scorer-evaluate', 'ssgpa-repro-vit-clevr', 'ssgpa-repro-vit-spot']);
    for (const c of all) {
      const skip = await commandRunner.preflight(c, { dataRoots: [empty] });
      expect(skip?.reason).toBe(`working directory '${c.cwd}' is not under any data root (${empty})`);
      // in words, not "provide: . from …" (issue 29)
      expect(skip?.provide).toMatch(new RegExp(`^a checkout of https://github\\.com/(tuyunbin/SCORER at commit 2525039f|yili-19/SSGPA at commit c9f1ac80)\\w*, as the folder '${c.cwd}' under a data root`));
    }
  });

  it('skip for missing data, then for the missing GPU, with a checkout present', async () => {
    const root = mkdtempSync(join(tmpdir(), 'roots-'));
    mkdirSync(join(root, 'SCORER'));
    const bin = mkdtempSync(join(tmpdir(), 'bin-'));
    writeFileSync(join(bin, 'python'), '#!/bin/sh\nexit 0\n', { mode: 0o755 });
    process.env.PATH = `${bin}:${join(repoRoot, 'test', 'fixtures', 'nvidia-smi', 'bin')}:${saved.PATH ?? ''}`;
    process.env.FAKE_SMI_MODE = 'none';
    const train = commands('scorer')[0] as CommandConfig;
    expect((await commandRunner.preflight(train, { dataRoots: [root] }))?.reason).toBe(
      `missing under ${join(root, 'SCORER')}: data/features, data/sc_features, data/nsc_features, data/transformer_vocab.json, data/transformer_labels.h5`,
    );
    for (const p of train.requires.paths) {
      mkdirSync(dirname(join(root, 'SCORER', p)), { recursive: true });
      writeFileSync(join(root, 'SCORER', p), '');
    }
    expect((await commandRunner.preflight(train, { dataRoots: [root] }))?.reason).toBe('needs an NVIDIA GPU: No devices were found (nvidia-smi sees no NVIDIA GPU)');
  });
});
