"""Memory probe of SCORER+CBR's training step, built from the released code (github.com/tuyunbin/SCORER
@ 2525039: models/SCORER.py, transformer_decoder.py, CBR.py, configs/dynamic/transformer.yaml) with random
weights and random ResNet-101 grid features of the real shape; loss and optimizer as train.py.
Usage: python3 scorer_probe.py SCORER_CHECKOUT [--batch 128] [--layers 2] [--steps 6] [--out FILE] [--cpu]"""
import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import device_of, peaks, report  # noqa: E402

ap = argparse.ArgumentParser()
ap.add_argument('checkout')
ap.add_argument('--batch', type=int, default=128)
ap.add_argument('--layers', type=int, default=2)
ap.add_argument('--steps', type=int, default=6)
ap.add_argument('--out')
ap.add_argument('--cpu', action='store_true', help='smoke test on the CPU (no memory figures)')
args = ap.parse_args()

import torch  # noqa: E402
src = os.path.abspath(args.checkout)
sys.path.insert(0, src)
from configs.config_transformer import cfg, merge_cfg_from_file  # noqa: E402
merge_cfg_from_file(os.path.join(src, 'configs/dynamic/transformer.yaml'))
cfg.model.transformer_encoder.att_layer = args.layers
dev = device_of(args)
torch.backends.cudnn.enabled = False  # as train.py
from models.SCORER import ChangeDetector, AddSpatialInfo  # noqa: E402
from models.transformer_decoder import Speaker  # noqa: E402
from models.CBR import CBR  # noqa: E402
from utils.utils import CrossEn, build_optimizer  # noqa: E402

torch.manual_seed(0)
B = args.batch
detector, speaker, cbr, spatial = ChangeDetector(cfg).to(dev), Speaker(cfg).to(dev), CBR(cfg).to(dev), AddSpatialInfo().to(dev)
count = lambda m: sum(p.numel() for p in m.parameters())
params = {'change_detector': count(detector), 'speaker': count(speaker), 'cbr': count(cbr)}
contrastive = CrossEn().to(dev)
optimizer = build_optimizer(list(detector.parameters()) + list(speaker.parameters()), cfg)
detector.train(); speaker.train()
V, T = cfg.model.transformer_decoder.vocab_size, cfg.model.transformer_decoder.seq_length
times = []
for _ in range(args.steps):
    feats = [spatial(torch.randn(B, 1024, 14, 14, device=dev)) for _ in range(3)]
    labels = torch.randint(4, V, (B, T), device=dev); labels[:, 0] = 2
    lengths = torch.randint(6, T, (B,), device=dev)
    mask = (torch.arange(T, device=dev)[None] < lengths[:, None]).float()
    ignore = labels.clone(); ignore[mask == 0] = -1
    t0 = time.time()
    optimizer.zero_grad()
    before, distractor, change = feats
    outs = [detector(before, change), detector(before, distractor)]
    losses, sims, cbrs = [], [], []
    for enc, s1, s2, bef, aft in outs:
        loss, _, _, sent = speaker._forward(enc, labels, mask, labels_with_ignore=ignore)
        losses.append(loss)
        sims.append((contrastive(s1) + contrastive(s2)) / 2)
        cbrs.append(cbr(bef, sent, aft, mask))
    total = 0.5 * sum(losses) + 0.1 * 0.5 * sum(sims) + 0.001 * 0.5 * sum(cbrs)
    total.backward(); optimizer.step()
    if dev.type == 'cuda':
        torch.cuda.synchronize()
    times.append(time.time() - t0)
report(args, {'what': 'scorer+cbr training step (probe)', 'batch': B, 'layers': args.layers, 'steps': args.steps, 'device': dev.type,
              'params': params, 'loss': float(total), 'step_s_median': sorted(times)[len(times) // 2], 'torch': torch.__version__, **peaks(dev)})
