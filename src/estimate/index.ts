/**
 * The analytic estimator (pure): parameter counts from architecture descriptions, GPU memory of a
 * training step as a range with its assumptions, training time from FLOPs and a throughput.
 */
export { estimate } from './estimate.js';
export type { Estimate } from './estimate.js';
export { describeModel } from './describe.js';
export type { Choices } from './describe.js';
export { estimateJson, formatEstimate } from './format.js';
export { GIB } from './memory.js';
export { ARCH_PRESETS, GPU_PRESETS } from './presets.js';
export { countParams, loraParams } from './params.js';
