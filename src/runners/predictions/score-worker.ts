/** Worker thread body: scores one predictions file so the main thread stays responsive (Ctrl-C). */
import { parentPort, workerData } from 'node:worker_threads';
import { scoreFiles } from '../../scoring/index.js';
import type { ScoreJob } from './score.js';

const job = workerData as ScoreJob;
const result = await scoreFiles(job.references, job.predictions, job.options);
parentPort?.postMessage(result);
