import * as tf from '@tensorflow/tfjs';
import { selectBackend } from '/work/main/src/runners/tfjs/backend.js';
import { syntheticDataset } from '/work/main/src/runners/tfjs/data/synthetic.js';
import { syntheticData, tfjsModel } from '/work/main/src/claims/configs/tfjs.js';
import { buildVocab } from '/work/main/src/runners/tfjs/data/vocab.js';
import { createModel } from '/work/main/src/runners/tfjs/models/model.js';
import { train } from '/work/main/src/runners/tfjs/train.js';
const be = await selectBackend((process.argv[2] ?? 'cpu') as 'cpu');
console.log(be);
const d = syntheticData.parse({ source: 'synthetic', train: 400, test: 50, attributes: {shapes:3, colors:4, materials:2, sizes:2}, objects:{min:3,max:4} });
const m = tfjsModel.parse({ variant: process.argv[3] ?? 'scorer+cbr', featDim: 16, grid: 6, hidden: 64, heads: 4, encoderLayers: 1, decoderLayers: 1, wordDim: 32, maxCaptionLength: 12 });
const ds = syntheticDataset(d, m.featDim, m.grid);
const caps: string[] = []; for (let i=0;i<ds.train.size;i++){const x=ds.train.meta(i); caps.push(...x.changeCaptions, ...x.distractorCaptions);}
const vocab = buildVocab(caps); console.log('vocab', vocab.words.length, ds.train.meta(0));
const model = createModel(m, vocab.words.length, 1);
console.log('params', model.params.count(), tf.memory().numTensors);
const r = await train(model, ds.train, vocab, { iterations: Number(process.argv[4] ?? 30), batchSize: 16, lr: 1e-3, seed: 1, dims: { grid: 6, featDim: 16, maxLength: 12 }, onProgress: (p) => { if (p.iteration % 10 === 0) console.log(p.iteration, JSON.stringify(p.loss), p.rate.toFixed(2)); } });
console.log('peak', r.peakBytes, 'sec', r.seconds, tf.memory().numTensors);
