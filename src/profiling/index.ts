/** GPU profiling: inventory, streaming sampler with peaks, and the facts a run records. */
export { gpuInventory } from './inventory.js';
export { environmentFacts, inventoryFromSmi, noGpuReason } from './inventory-parse.js';
export type { GpuDevice, GpuInventory, GpuProcess } from './inventory-parse.js';
export { startGpuSampler } from './sampler.js';
export type { GpuSampler, SamplerOptions, SamplerReport } from './sampler.js';
export type { GpuPeak, Peaks, TreePeak } from './peak.js';
export { peakFacts } from './facts.js';
