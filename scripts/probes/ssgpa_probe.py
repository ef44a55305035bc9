"""Memory probe of the SSGPA reproduction's ViT-based training step (github.com/yili-19/SSGPA @ c9f1ac8:
model.py, FusionViT.py, OriginViT.py, train.py), random weights: the frozen EVA-ViT-g (fp16) on the before
and after image, the FusionViT (left fp32 by create_fusion_eva_vit_g; its cross-attention trains), the
projections 1408->768->4096, a frozen fp16 Vicuna-7B-shaped LLaMA with eager attention (as LAVIS's
modeling_llama), autocast + GradScaler + AdamW. stubs/ replaces LAVIS's weight download.
Usage: python3 ssgpa_probe.py SSGPA_CHECKOUT [--batch 2] [--caption 50] [--prompt 12] [--steps 4] [--out FILE]"""
import argparse
import os
import sys
import time

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
from common import device_of, peaks, report  # noqa: E402

ap = argparse.ArgumentParser()
ap.add_argument('checkout')
ap.add_argument('--batch', type=int, default=2)
ap.add_argument('--caption', type=int, default=50)
ap.add_argument('--prompt', type=int, default=12)
ap.add_argument('--steps', type=int, default=4)
ap.add_argument('--out')
ap.add_argument('--cpu', action='store_true')
args = ap.parse_args()

sys.path[:0] = [os.path.abspath(args.checkout), os.path.join(here, 'stubs')]
import torch  # noqa: E402
import torch.nn as nn  # noqa: E402
_load = torch.load
torch.load = lambda f, *a, **k: {} if f is None else _load(f, *a, **k)  # no checkpoint: random weights
from OriginViT import create_eva_vit_g  # noqa: E402
from FusionViT import create_fusion_eva_vit_g  # noqa: E402
from transformers import LlamaConfig, LlamaForCausalLM  # noqa: E402

dev = device_of(args)
torch.manual_seed(0)
with dev:
    vit = create_eva_vit_g(224, 0, False, 'fp16'); ln_vision = nn.LayerNorm(1408)
    fusion = create_fusion_eva_vit_g(224, 0, False, 'fp16'); fusion_ln = nn.LayerNorm(1408)
    pre, proj = nn.Linear(1408, 768), nn.Linear(768, 4096)
    cfg = LlamaConfig(hidden_size=4096, intermediate_size=11008, num_hidden_layers=32, num_attention_heads=32, vocab_size=32000, max_position_embeddings=2048, rms_norm_eps=1e-6)
    cfg._attn_implementation = 'eager'
    torch.set_default_dtype(torch.float16); llm = LlamaForCausalLM(cfg); torch.set_default_dtype(torch.float32)
for p in vit.parameters():
    p.requires_grad = False
for n, p in fusion.named_parameters():
    p.requires_grad = 'cross_attn' in n
for p in llm.parameters():
    p.requires_grad = False
trainable = [p for m in (fusion, pre, proj, ln_vision, fusion_ln) for p in m.parameters() if p.requires_grad]
optimizer = torch.optim.AdamW(trainable, lr=1e-5, weight_decay=0.1)
scaler = torch.cuda.amp.GradScaler(enabled=dev.type == 'cuda')
count = lambda ps: sum(p.numel() for p in ps)
params = {'vit': count(vit.parameters()), 'fusion': count(fusion.parameters()), 'llm': count(llm.parameters()), 'trainable': count(trainable), 'fusion_dtype': str(next(fusion.parameters()).dtype)}
B, times = args.batch, []
for _ in range(args.steps):
    before, after = torch.randn(B, 3, 224, 224, device=dev), torch.randn(B, 3, 224, 224, device=dev)
    ids = torch.randint(3, 32000, (B, args.prompt + args.caption), device=dev)
    t0 = time.time(); optimizer.zero_grad()
    with torch.autocast(dev.type, dtype=torch.float16, enabled=dev.type == 'cuda'):
        e1, e2 = ln_vision(vit(before)), ln_vision(vit(after))
        f1, f2 = fusion(e1, e2)
        image_tokens = torch.cat([proj(pre(fusion_ln(f1))), proj(pre(fusion_ln(f2)))], 1)
    embeds = llm.get_input_embeddings()(ids)
    x = torch.cat([image_tokens.to(embeds.dtype), embeds], 1)
    target = torch.cat([torch.full(image_tokens.shape[:2], -100, device=dev), ids], 1)
    target[:, image_tokens.shape[1]:image_tokens.shape[1] + args.prompt] = -100
    with torch.autocast(dev.type, dtype=torch.float16, enabled=dev.type == 'cuda'):
        loss = llm(inputs_embeds=x, attention_mask=torch.ones(x.shape[:2], device=dev, dtype=torch.long), labels=target).loss
    scaler.scale(loss).backward(); scaler.step(optimizer); scaler.update()
    if dev.type == 'cuda':
        torch.cuda.synchronize()
    times.append(time.time() - t0)
report(args, {'what': 'ssgpa reproduction ViT-based training step (probe)', 'batch': B, 'llm_tokens': x.shape[1], 'device': dev.type, 'params': params,
              'loss': float(loss), 'step_s_median': sorted(times)[len(times) // 2], 'torch': torch.__version__, **peaks(dev)})
