/** The device inventory via node-nvidia-smi (`nvidia-smi -q -x`), or the reason there is none. */
import smi from 'node-nvidia-smi';
import { inventoryFromSmi, noGpuReason } from './inventory-parse.js';
import type { GpuInventory } from './inventory-parse.js';

export function gpuInventory(): Promise<GpuInventory> {
  return new Promise((resolve) => {
    smi((err, data) => {
      if (err !== null && err !== undefined) {
        resolve({ kind: 'none', reason: noGpuReason(typeof err === 'string' ? err : { code: err.code, message: err.message }) });
        return;
      }
      resolve(inventoryFromSmi(data));
    });
  });
}
