/** node-nvidia-smi ships no types: it runs `nvidia-smi -q -x` and hands back xml2js's object. */
declare module 'node-nvidia-smi' {
  type Callback = (err: (Error & { code?: number | string }) | string | null, data?: unknown) => void;
  const smi: (callback: Callback) => void;
  export default smi;
}
