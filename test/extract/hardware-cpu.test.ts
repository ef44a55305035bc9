/**
 * CPU machines a sentence says a run used are `cpu` hardware claims: a processor model (Intel Core /
 * Xeon with the (R)/(TM) marks PDFs keep, AMD Ryzen / EPYC, Apple M-series), a cloud instance type, or
 * a laptop/desktop with its cores or memory. A processor merely mentioned, what a user may do or what
 * is supported is no claim, and a laptop's RAM is no GPU memory. Sentences written for this test
 * (geocoding, audio tagging, document layout); the class was seen in a text-recognition model zoo, two
 * lidar odometry papers and a forecasting benchmark README (in-sample sets).
 */
import { describe, expect, it } from 'vitest';
import { hardwareIn } from '../../src/extract/hardware.js';

const hw = (text: string) => hardwareIn(text, { doc: 'paper', quote: text }).items;
const cpus = (text: string) => hw(text).filter((i) => i.fields.kind === 'cpu');
const plain = (v: unknown) => (v && typeof v === 'object' && 'n' in v ? Number((v as { n: string }).n) : v);
const fields = (text: string) => cpus(text).map((i) => ({ cpu: i.fields.cpu, machine: i.fields.machine, cores: plain(i.fields.cores), memoryGB: plain(i.fields.memoryGB) }));

describe('a run on a named processor', () => {
  it('Intel with the (R)/(TM) marks and the clock speed', () => {
    expect(fields('Layout timings were measured on a 12th Gen Intel(R) Core(TM) i5-1235U @ 1.30GHz.')).toEqual([{ cpu: '12th Gen Intel(R) Core(TM) i5-1235U @ 1.30GHz', machine: undefined, cores: undefined, memoryGB: undefined }]);
  });
  it('a laptop with an Intel model, a desktop with an AMD model and its RAM, a Xeon server part', () => {
    expect(fields('The tagger was executed on a laptop with an Intel i5-8250U under Windows.')).toEqual([{ cpu: 'Intel i5-8250U', machine: 'laptop', cores: undefined, memoryGB: undefined }]);
    expect(fields('All geocoding runs were performed on a desktop with an AMD Ryzen 7 3700X and 32 GB RAM.')).toEqual([{ cpu: 'AMD Ryzen 7 3700X', machine: 'desktop', cores: undefined, memoryGB: 32 }]);
    expect(cpus('Inference was benchmarked on an Intel Xeon Platinum 8380 CPU.')[0]?.fields.cpu).toBe('Intel Xeon Platinum 8380 CPU');
    expect(cpus('Decoding took 3 ms per page on an Apple M2 Max.')[0]?.fields.cpu).toBe('Apple M2 Max');
  });
});

describe('a run on a machine named by its cores, memory or instance type', () => {
  it('a laptop with "dual cores" and "8Gib memory": cores and RAM, the processor not named, and no GPU memory', () => {
    const text = 'Audio tagging runs on a notebook computer with 1.8GHz dual cores and 8Gib memory.';
    expect(fields(text)).toEqual([{ cpu: undefined, machine: 'notebook computer', cores: 2, memoryGB: 8 }]);
    expect(cpus(text)[0]?.review.join(' ')).toMatch(/does not name the processor/);
    expect(hw('We ran the tagger on a laptop with 16 GB of memory and a quad-core processor.').map((i) => i.fields.kind)).toEqual(['cpu']);
  });
  it('a cloud instance type with its vCPUs (a review line says they are virtual) and RAM', () => {
    const text = 'Using an `m5.4xlarge` instance (16 CPU, 64 GB RAM) the whole corpus is geocoded in 9 minutes.';
    expect(fields(text)).toEqual([{ cpu: undefined, machine: 'm5.4xlarge instance', cores: 16, memoryGB: 64 }]);
    expect(cpus(text)[0]?.review.join(' ')).toMatch(/virtual CPUs/);
    expect(fields('Indexing ran on an n2-standard-32 instance in 40 minutes.')[0]?.machine).toBe('n2-standard-32 instance');
  });
  it('"a 64-core CPU" counts cores', () => {
    expect(fields('Layout parsing was run on a 64-core CPU server.')[0]?.cores).toBe(64);
  });
});

describe('no claim', () => {
  it('a processor merely named, supported or recommended; what a user may do; cores that are no CPU', () => {
    expect(cpus('We measure latency on one GPU, enforcing CPU–GPU synchronization after each batch.')).toEqual([]);
    expect(cpus('You can run the tagger on an Intel i5 laptop as well.')).toEqual([]);
    expect(cpus('Intel Xeon and AMD EPYC processors are supported.')).toEqual([]);
    expect(cpus('It requires at least a desktop with 16 GB RAM.')).toEqual([]);
    expect(cpus('We thank Intel Labs for the support on this project.')).toEqual([]);
    expect(cpus('The laptop images were taken on a desk under natural light.')).toEqual([]);
  });
});
