/**
 * A time header that names the phase it was measured in (pure): "Train Runtime (hours)", "Training time" are the
 * wall-clock of a training run (`train-time`); "Test Runtime (ms / example)", "Inference time (ms/img)" are the
 * per-item `latency`. The registry reads "Runtime" alone as latency, and a phase word is no qualifier it knows.
 */
import { columnAccepts } from './schema-support.js';

const TIME = String.raw`(?:run[- ]?time|time|wall[- ]?clock(?:\s+time)?|latency)`;
const UNIT = String.raw`(?:\s*[([][^()[\]]{1,24}[)\]])?`;
const TRAIN = new RegExp(String.raw`^train(?:ing)?\s+${TIME}${UNIT}$`, 'i');
const TEST = new RegExp(String.raw`^(?:test(?:ing)?|inference|eval(?:uation)?)\s+${TIME}${UNIT}$`, 'i');
/** A per-item unit ("ms / example", "s/img"): what a latency is printed in. */
const PER_ITEM = /[([]\s*(?:ms|s|sec|seconds?|milliseconds?)\s*(?:\/|per)\s*\w+\s*[)\]]$/i;

export function phaseTimeMetric(header: string): string | undefined {
  const h = header.replace(/<[^>]+>|\*\*|[↑↓]/g, '').replace(/\s+/g, ' ').trim();
  if (TRAIN.test(h) && !PER_ITEM.test(h)) return columnAccepts('train-time') ? 'train-time' : undefined;
  if (TEST.test(h)) return columnAccepts('latency') ? 'latency' : undefined;
  return undefined;
}
