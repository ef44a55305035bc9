"""Shared helpers of the memory probes: device choice, a CPU fallback for code that calls .cuda(),
and the result record (printed as one JSON line and written to --out when given)."""
import json
import os
import sys


def device_of(args):
    import torch
    if torch.cuda.is_available() and not args.cpu:
        return torch.device('cuda')
    if not args.cpu:
        sys.exit('no CUDA device: run on an NVIDIA GPU, or pass --cpu (tiny shapes, a smoke test)')
    # The released code calls .cuda() on tensors it builds; on the CPU smoke path those stay on the CPU.
    torch.Tensor.cuda = lambda self, *a, **k: self
    return torch.device('cpu')


def peaks(dev):
    import torch
    if dev.type != 'cuda':
        return {}
    return {'max_allocated_GiB': torch.cuda.max_memory_allocated() / 2**30,
            'max_reserved_GiB': torch.cuda.max_memory_reserved() / 2**30,
            'gpu': torch.cuda.get_device_name()}


def report(args, record):
    line = json.dumps(record)
    print(line, flush=True)
    if args.out:
        os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
        with open(args.out, 'w') as f:
            f.write(line + '\n')
