/**
 * Analytic FLOPs of one training step (pure): multiply-adds of every matrix product counted as 2
 * FLOPs, forward for both pairs of a triple. Backward is twice the forward (gradients with respect
 * to inputs and weights), except for the products whose left operand is data — the input
 * projection of the features and the one-hot word lookup — where only the weight gradient is
 * needed (once the forward). Element-wise ops, softmax and LayerNorm are left out.
 */
import type { TfjsModelConfig } from '../../claims/configs/tfjs.js';
import { usesCbr } from './models/model.js';

export interface StepFlops {
  readonly forward: number;
  readonly step: number;
  /** Forward FLOPs per part, for both pairs. */
  readonly parts: Readonly<Record<'encoder' | 'matching' | 'decoder' | 'cbr', number>>;
}

const mm = (m: number, k: number, n: number): number => 2 * m * k * n;

export function trainingStepFlops(cfg: TfjsModelConfig, batch: number, vocab: number): StepFlops {
  const B = batch;
  const L = cfg.grid * cfg.grid;
  const H = cfg.hidden;
  const T = cfg.maxCaptionLength - 1;
  const attention = (lq: number, lk: number): number => mm(B * lq, H, H) + 2 * mm(B * lk, H, H) + 2 * mm(B * lq, H, lk);
  const inputProjection = 2 * mm(B * L, cfg.featDim + 2, H);
  const wordLookup = mm(B * T, vocab, cfg.wordDim);
  const encoder = inputProjection + cfg.encoderLayers * 2 * attention(L, L) + mm(B * L, 2 * H, H);
  const matching = cfg.variant === 'scorer' || cfg.variant === 'scorer+cbr' ? 2 * mm(B * L, H, B * L) : 0;
  const decoder =
    wordLookup + mm(B * T, cfg.wordDim, H) + cfg.decoderLayers * (attention(T, T) + attention(T, L) + 2 * mm(B * T, H, H)) + mm(B * T, H, vocab);
  const cbr = usesCbr(cfg.variant) ? mm(B * L, 2 * H, H) + attention(L, L) + 2 * mm(B * L, H, H) + 2 * mm(B * L, H, H) + mm(B * L, H, B * L) : 0;
  const parts = { encoder: 2 * encoder, matching: 2 * matching, decoder: 2 * decoder, cbr: 2 * cbr };
  const forward = parts.encoder + parts.matching + parts.decoder + parts.cbr;
  // Both pairs (×2); the data products need no input gradient: 2× their forward instead of 3×.
  return { forward, step: 3 * forward - 2 * (inputProjection + wordLookup), parts };
}
