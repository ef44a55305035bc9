/**
 * GPU claims as papers and READMEs of many fields print them (src/extract/hardware-gpu.ts): the
 * name, the count (digits, words, "2 ×", "8x", or "N GPUs" later in the clause) and the memory
 * (before, after, in parentheses, "-80GB"). A GPU merely named, a model name that looks like one
 * (T5, M3) and a sentence that says nothing ran on it give none.
 */
import { describe, expect, it } from 'vitest';
import { gpusIn } from '../../src/extract/hardware-gpu.js';
import { hardwareIn } from '../../src/extract/hardware.js';

const read = (s: string) => gpusIn(s).map((g) => `${g.count}×${g.name ?? '(unnamed)'}${g.memoryGB ? `/${g.memoryGB}` : ''}`);

describe('GPUs used', () => {
  it.each([
    ['The model was trained on 8 A100s for three days.', ['8×A100']],
    ['We train on 4 V100s with a batch size of 64.', ['4×V100']],
    ['All experiments run on a single RTX 3090 (24GB).', ['1×RTX 3090/24']],
    ['Training takes 12 hours on one NVIDIA H100 80GB GPU.', ['1×NVIDIA H100/80']],
    ['We use 2 × A6000 GPUs.', ['2×A6000']],
    ['Our models are trained using 16 NVIDIA Tesla V100 GPUs.', ['16×NVIDIA Tesla V100']],
    ['Each run uses two Quadro RTX 8000 cards.', ['2×Quadro RTX 8000']],
    ['We fine-tune on a single GeForce GTX 1080 Ti.', ['1×GeForce GTX 1080 Ti']],
    ['Experiments were done on 8x A100-80GB.', ['8×A100/80']],
    ['It runs on 4 Titan V GPUs.', ['4×Titan V']],
    ['The training time is measured with 8 TITAN XP GPUs and PyTorch 1.5.', ['8×TITAN XP']],
    ['Training took 3 days on 32 H100 GPUs.', ['32×H100']],
    ['Decoding is performed with a single 32G V100, we set --max-duration to 600.', ['1×V100/32']],
    ['Each node in the A100 cluster contains 8 GPUs connected pairwise via the NVLink bridge.', ['8×A100']],
    ['Most of our fine-tuning experiments are conducted using LoRA on 4 or 8 A100 GPUs.', ['8×A100']],
    ['The cluster nodes are each equipped with 8 Nvidia A100 (40GB) GPUs.', ['8×Nvidia A100/40']],
    ['Inference latency is measured on one T4.', ['1×T4']],
    ['We ran the benchmark on an L4 and an L40S.', ['1×L4', '1×L40S']],
    ['All models were trained on 64 H800 GPUs.', ['64×H800']],
    ['Fine-tuning uses 4 RTX A6000 GPUs.', ['4×RTX A6000']],
    ['GPU (number and type) One NVIDIA A100 40G', ['1×NVIDIA A100/40']],
    ['Pre-training ran on a cluster of 64 A100 GPUs for about 10 days.', ['64×A100']],
    ['We measure throughput on eight P100 cards.', ['8×P100']],
    ['It fits on a single RTX 4090.', ['1×RTX 4090']],
    // a GeForce number after the vendor alone
    ['All sentiment models were trained on the NVIDIA 3090 GPU.', ['1×NVIDIA 3090']],
    ['Music generation runs on two GeForce 1080 Ti cards.', ['2×GeForce 1080 Ti']],
    // nodes are no GPUs: the GPUs printed after them, or nodes × GPUs each
    ['We pre-train the music model on 4 A100-80GB nodes (32 GPUs) with SLURM.', ['32×A100/80']],
    ['The tagger is trained on 2 H100 nodes, each with 8 GPUs each.', ['16×H100']],
    // GPUs counted but not named: a claim without a model (the schema leaves `gpu` out)
    ['For the NER baseline, we train with 4 GPUs on CoNLL-03 and with 8 GPUs on OntoNotes.', ['4×(unnamed)', '8×(unnamed)']],
    ['The sentiment classifier is fine-tuned on a single 24GB GPU.', ['1×(unnamed)/24']],
    ['We fine-tune T5 on 8 GPUs.', ['8×(unnamed)']],
    // edge boards and TPUs (lane detection, remote sensing, vision-language pretraining), and the hardware a comparison was reproduced on
    ['Lane detection runs at 42 FPS on an NVIDIA Jetson AGX Orin.', ['1×NVIDIA Jetson AGX Orin']],
    ['We deploy the planner on a Jetson Xavier NX board.', ['1×Jetson Xavier NX']],
    ['The image-text encoder is pre-trained on 256 TPUv4 chips.', ['256×TPUv4']],
    ['We could not fit the largest grounding model in TPU v3-8 memory.', ['1×TPU v3-8']],
    ['All change detectors are reproduced with their official code on the same hardware (NVIDIA GeForce RTX 4090).', ['1×NVIDIA GeForce RTX 4090']],
    ['The recommender baselines were obtained on one RTX A5000.', ['1×RTX A5000']],
    ['The tagging pipeline automatically utilizes 8 GPUs to label the audio shards.', ['8×(unnamed)']],
    // no claim
    ['NVIDIA released the Jetson Orin Nano in 2023.', []],
    ['TPUv4 pods are described in [31].', []],
    ['We thank NVIDIA for donating an A100.', []],
    ['The V100 results in Table 3 are from [12].', []],
    ['Our music model has 8 heads.', []],
    ['It saves 100 GPU hours when trained with 4 GPUs.', ['4×(unnamed)']],
    ['The 2 GPUs idle time halves.', []],
    ['Apple M3 chips are popular.', []],
    ['The P2 and P3 phases of the protocol differ.', []],
    ['We compare with T5 and BART on 4 tasks.', []],
    ['A100 prices have fallen.', []],
    ['See the H100 whitepaper for details.', []],
    ['Model B2 and model B3 are ablations.', []],
    ['The K80 is an older card.', []],
    ['Scores on test set A1 are reported.', []],
    ['Section A100 of the appendix lists hyper-parameters.', []],
    ['We use the L2 loss with a margin of 0.5.', []],
    ['Trained with 8 heads on the T5 tokenizer.', []],
    ['It uses H2 and H3 headings.', []],
    ['NVIDIA announced the H200 in 2023.', []],
  ])('%s', (s, want) => {
    expect(read(s)).toEqual(want);
  });

  it('a count of nodes with no GPUs printed stays, with a review line asking for the GPUs', () => {
    const hw = hardwareIn('The tagger was trained on 8 A100 nodes.', {});
    expect(hw.items.map((i) => i.fields)).toMatchObject([{ kind: 'gpu', gpu: 'A100', count: 8 }]);
    expect(hw.items[0]?.review.join(' ')).toMatch(/8 counts nodes .*set the number of GPUs/);
  });

  it('an unnamed GPU claim has no `gpu` field and says so', () => {
    const hw = hardwareIn('For the NER baseline, we train with 4 GPUs on CoNLL-03.', {});
    expect(hw.items.map((i) => i.fields)).toEqual([{ kind: 'gpu', count: 4, source: {} }]);
    expect(hw.items[0]?.review.join(' ')).toMatch(/does not name the GPU model/);
  });

  it('the count printed apart from the name is no quantity of its own', () => {
    const hw = hardwareIn('Each node in the A100 cluster contains 8 GPUs connected pairwise via the NVLink bridge.', {});
    const at = 'Each node in the A100 cluster contains '.length;
    expect(hw.used.some(([a, b]) => at >= a && at < b)).toBe(true);
  });
});
