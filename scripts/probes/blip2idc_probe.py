"""Memory probe of BLIP2IDC's training step as released (github.com/gautierevn/BLIP2IDC @ aa490f9,
code_release/train_BLIP2IDC.py): transformers' Blip2ForConditionalGeneration with the blip2-opt-2.7b
architecture and random weights, the whole model .half(), PEFT LoRA on the released target modules
(Q-Former cross-attention query of layers 0-11, every key/value, the ViT's fused qkv, OPT's
q_proj/k_proj/v_proj), AdamW over the LoRA weights; one 224-px image, 32 query + 30 text tokens.
Usage: python3 blip2idc_probe.py [--batch 16] [--rank 8] [--text-tokens 30] [--steps 4] [--out FILE]
       [--cpu --tiny]   (tiny: a 2-layer model of the same structure, a smoke test)"""
import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import device_of, peaks, report  # noqa: E402

ap = argparse.ArgumentParser()
ap.add_argument('--batch', type=int, default=16)
ap.add_argument('--rank', type=int, default=8)
ap.add_argument('--text-tokens', type=int, default=30)
ap.add_argument('--steps', type=int, default=4)
ap.add_argument('--out')
ap.add_argument('--cpu', action='store_true')
ap.add_argument('--tiny', action='store_true', help='2 layers per component, narrow widths')
args = ap.parse_args()

import torch  # noqa: E402
from transformers import Blip2Config, Blip2ForConditionalGeneration, Blip2QFormerConfig, Blip2VisionConfig, OPTConfig  # noqa: E402
from peft import LoraConfig, get_peft_model  # noqa: E402

dev = device_of(args)
torch.manual_seed(0)
if args.tiny:
    vision = Blip2VisionConfig(hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4, image_size=28, patch_size=14)
    qformer = Blip2QFormerConfig(hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4, encoder_hidden_size=64)
    text = OPTConfig(hidden_size=64, num_hidden_layers=2, ffn_dim=128, num_attention_heads=4, vocab_size=50272, max_position_embeddings=128, word_embed_proj_dim=64)
    queries, qformer_layers, image = 4, 2, 28
else:
    vision, qformer = Blip2VisionConfig(), Blip2QFormerConfig()
    text = OPTConfig(hidden_size=2560, num_hidden_layers=32, ffn_dim=10240, num_attention_heads=32, vocab_size=50272,
                     max_position_embeddings=2048, word_embed_proj_dim=2560, do_layer_norm_before=True)
    queries, qformer_layers, image = 32, 12, 224
cfg = Blip2Config(vision_config=vision.to_dict(), qformer_config=qformer.to_dict(), text_config=text.to_dict(), num_query_tokens=queries)
IMAGE_TOKEN = 50265  # an unused id of OPT's vocabulary marks the query-token slots (transformers >= 4.47)
cfg.image_token_id = IMAGE_TOKEN
cfg.image_token_index = IMAGE_TOKEN
dtype = torch.float16 if dev.type == 'cuda' else torch.float32  # CPU kernels lack some fp16 ops
torch.set_default_dtype(dtype)
with dev:
    model = Blip2ForConditionalGeneration(cfg)
torch.set_default_dtype(torch.float32)
model = model.to(dtype)
base = sum(p.numel() for p in model.parameters())
targets = [f'qformer.encoder.layer.{i}.crossattention.attention.query' for i in range(qformer_layers)] + ['value', 'key', 'qkv', 'q_proj', 'k_proj', 'v_proj']
model = get_peft_model(model, LoraConfig(r=args.rank, lora_alpha=2 * args.rank, lora_dropout=0.05, bias='none', target_modules=targets))
lora, total = model.get_nb_trainable_parameters()
optimizer = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=1e-4)
model.train()
times = []
B = args.batch
for _ in range(args.steps):
    pixels = torch.randn(B, 3, image, image, device=dev, dtype=dtype)
    ids = torch.cat([torch.full((B, queries), IMAGE_TOKEN, device=dev), torch.randint(4, 50000, (B, args.text_tokens), device=dev)], 1)
    labels = ids.clone(); labels[:, :queries] = -100
    t0 = time.time()
    out = model(input_ids=ids, pixel_values=pixels, labels=labels)
    optimizer.zero_grad(); out['loss'].backward(); optimizer.step()
    if dev.type == 'cuda':
        torch.cuda.synchronize()
    times.append(time.time() - t0)
report(args, {'what': 'blip2idc released LoRA training step (probe)', 'batch': B, 'rank': args.rank, 'tiny': args.tiny, 'device': dev.type,
              'base_params': base, 'lora_params': lora, 'percent_of_base': 100 * lora / base, 'loss': float(out['loss']),
              'step_s_median': sorted(times)[len(times) // 2], 'torch': torch.__version__, **peaks(dev)})
