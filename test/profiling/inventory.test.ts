import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { gpuInventory } from '../../src/profiling/inventory.js';
import { environmentFacts } from '../../src/profiling/inventory-parse.js';
import { repoRoot } from '../helpers/cli.js';

const fixtures = join(repoRoot, 'test', 'fixtures', 'nvidia-smi');
const saved = { ...process.env };

describe('device inventory through node-nvidia-smi (nvidia-smi -q -x)', () => {
  beforeEach(() => {
    process.env.PATH = `${join(fixtures, 'bin')}:${saved.PATH ?? ''}`;
  });
  afterEach(() => {
    process.env = { ...saved };
  });

  it('lists name, UUID, driver, CUDA version, total memory and per-process memory', async () => {
    const inv = await gpuInventory();
    expect(inv).toEqual({
      kind: 'gpus',
      driver: '535.129.03',
      cuda: '12.2',
      devices: [
        {
          index: 0,
          busId: '00000000:01:00.0',
          name: 'NVIDIA GeForce RTX 3090',
          uuid: 'GPU-8f6c2b59-3f4a-2d1e-9b7c-0a1d2e3f4a5b',
          totalMiB: 24576,
          usedMiB: 20195,
          processes: [
            { pid: 1456, type: 'G', name: '/usr/lib/xorg/Xorg', usedMiB: 40 },
            { pid: 2119414, type: 'C', name: 'python', usedMiB: 20142 },
          ],
        },
      ],
    });
    expect(environmentFacts(inv)).toMatchObject({ gpu: 'NVIDIA GeForce RTX 3090', gpuDriver: '535.129.03', cudaVersion: '12.2' });
  });

  it('reads two GPUs (xml2js gives an array) and an N/A memory field as unknown', async () => {
    process.env.FAKE_SMI_XML = join(fixtures, 'q-x-2gpus-idle.xml');
    const inv = await gpuInventory();
    if (inv.kind !== 'gpus') throw new Error('expected gpus');
    expect(inv.devices.map((d) => [d.name, d.totalMiB, d.usedMiB, d.processes.length])).toEqual([
      ['NVIDIA A100-SXM4-80GB', 81920, 4, 0],
      ['NVIDIA A100-SXM4-80GB', 81920, undefined, 0],
    ]);
  });

  it('records "no GPU" with the reason when nvidia-smi finds no device', async () => {
    process.env.FAKE_SMI_MODE = 'none';
    const inv = await gpuInventory();
    expect(inv).toEqual({ kind: 'none', reason: 'No devices were found (nvidia-smi sees no NVIDIA GPU)' });
    expect(environmentFacts(inv)).toEqual({ gpu: 'none', gpuReason: 'No devices were found (nvidia-smi sees no NVIDIA GPU)' });
  });

  it('records "no GPU" when nvidia-smi is not installed', async () => {
    process.env.PATH = '/nonexistent';
    const inv = await gpuInventory();
    expect(inv).toEqual({ kind: 'none', reason: 'nvidia-smi is not installed (no NVIDIA driver on this machine)' });
  });
});
