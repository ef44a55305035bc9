/**
 * The device inventory from `nvidia-smi -q -x` as node-nvidia-smi returns it (xml2js with
 * `explicitArray: false`, `trim: true`: one child → an object, several → an array; attributes
 * under `$`). Pure: the wrapper that runs nvidia-smi is inventory.ts.
 */

export interface GpuProcess {
  readonly pid: number;
  readonly type?: string;
  readonly name?: string;
  readonly usedMiB?: number;
}

export interface GpuDevice {
  readonly index: number;
  readonly busId?: string;
  readonly name: string;
  readonly uuid?: string;
  readonly totalMiB?: number;
  readonly usedMiB?: number;
  readonly processes: readonly GpuProcess[];
}

/** Either the devices, or a clear record of why there are none. */
export type GpuInventory =
  | { readonly kind: 'gpus'; readonly driver?: string; readonly cuda?: string; readonly devices: readonly GpuDevice[] }
  | { readonly kind: 'none'; readonly reason: string };

type Node = Record<string, unknown>;

const asList = (v: unknown): unknown[] => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v]);
const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' && !/^(N\/A|\[N\/A\]|Not Supported|\[Not Supported\])$/i.test(v) ? v : undefined);
const mib = (v: unknown): number | undefined => {
  const m = /^(\d+(?:\.\d+)?)\s*MiB$/.exec(text(v) ?? '');
  return m?.[1] === undefined ? undefined : Number(m[1]);
};
const obj = (v: unknown): Node => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Node) : {});

function processOf(v: unknown): GpuProcess | undefined {
  const p = obj(v);
  const pid = Number(text(p.pid));
  if (!Number.isInteger(pid)) return undefined;
  const type = text(p.type);
  const name = text(p.process_name);
  const usedMiB = mib(p.used_memory);
  return { pid, ...(type === undefined ? {} : { type }), ...(name === undefined ? {} : { name }), ...(usedMiB === undefined ? {} : { usedMiB }) };
}

export function inventoryFromSmi(data: unknown): GpuInventory {
  const log = obj(obj(data).nvidia_smi_log);
  const gpus = asList(log.gpu);
  if (gpus.length === 0) return { kind: 'none', reason: 'nvidia-smi lists no GPU' };
  const devices = gpus.map((g, i): GpuDevice => {
    const d = obj(g);
    const fb = obj(d.fb_memory_usage);
    const minor = Number(text(d.minor_number));
    const busId = text(obj(d.$).id);
    const uuid = text(d.uuid);
    const totalMiB = mib(fb.total);
    const usedMiB = mib(fb.used);
    return {
      index: i,
      name: text(d.product_name) ?? `GPU ${Number.isInteger(minor) ? minor : i}`,
      ...(busId === undefined ? {} : { busId }),
      ...(uuid === undefined ? {} : { uuid }),
      ...(totalMiB === undefined ? {} : { totalMiB }),
      ...(usedMiB === undefined ? {} : { usedMiB }),
      processes: asList(obj(d.processes).process_info).map(processOf).filter((p): p is GpuProcess => p !== undefined),
    };
  });
  const driver = text(log.driver_version);
  const cuda = text(log.cuda_version);
  return { kind: 'gpus', ...(driver === undefined ? {} : { driver }), ...(cuda === undefined ? {} : { cuda }), devices };
}

/** Why nvidia-smi gave no inventory, in words a user can act on. */
export function noGpuReason(error: { code?: unknown; message?: string } | string): string {
  const msg = typeof error === 'string' ? error : (error.message ?? '');
  const code = typeof error === 'string' ? undefined : error.code;
  if (NO_DEVICES_TEXT.test(msg) || code === 6) return 'No devices were found (nvidia-smi sees no NVIDIA GPU)';
  if (/not found|ENOENT/i.test(msg) || code === 127 || code === 'ENOENT') return 'nvidia-smi is not installed (no NVIDIA driver on this machine)';
  if (/NVIDIA-SMI has failed|driver.*not loaded/i.test(msg) || code === 9) return 'nvidia-smi cannot reach the NVIDIA driver';
  if (/NVIDIA-SMI has failed|couldn't communicate with the NVIDIA driver/i.test(msg)) return 'nvidia-smi cannot reach the NVIDIA driver';
  return `nvidia-smi failed: ${msg.trim().split('\n')[0] ?? ''}`;
}
const NO_DEVICES_TEXT = /No devices were found/i;

/** Environment facts of the inventory, for every run's record. */
export function environmentFacts(inv: GpuInventory): Record<string, unknown> {
  if (inv.kind === 'none') return { gpu: 'none', gpuReason: inv.reason };
  return {
    gpu: inv.devices.map((d) => d.name).join(', '),
    gpus: inv.devices.map((d) => ({ index: d.index, name: d.name, uuid: d.uuid, totalMiB: d.totalMiB })),
    gpuDriver: inv.driver,
    cudaVersion: inv.cuda,
  };
}
