#!/usr/bin/python3
"""Reference fixture for the TF.js SCORER parity test, computed by the released PyTorch code.

Usage (PyTorch from Debian's python3-torch, run with /usr/bin/python3):

    /usr/bin/python3 scripts/scorer-parity-fixture.py <data-root>/SCORER [--out test/fixtures/scorer-parity]

<data-root>/SCORER is a checkout of github.com/tuyunbin/SCORER at commit 2525039 (a git clone or an
extracted `git archive`; nothing is downloaded). The script checks the git blob ids of the files it
runs (models/SCORER.py, models/transformer_decoder.py, models/CBR.py, utils/utils.py) against the
ones of that commit and refuses any other version.

What it does, as the released train.py does for one iteration:
  * builds ChangeDetector, Speaker and CBR from the checkout's models/ with small dimensions
    (DIMS below), seeded with torch.manual_seed(1111) like train.py; every Dropout is set to p=0;
  * one batch of B triples: random features (C+2 channels after AddSpatialInfo on a G×G grid), random
    captions [<START> w… <END> <NULL>…] with the dataset's masks and labels_with_ignore;
  * the forward pass of train.py's loop: change_detector on (d, sc) and (d, nsc), speaker._forward on
    both, generator (CBR) on both, speaker_loss + 0.1·sim_loss + 0.001·cycle_loss, backward;
  * one step of the released optimizer: build_optimizer (Adam, lr 2e-4, betas (0.9, 0.999), eps 1e-8,
    weight decay 0, from configs/dynamic/transformer.yaml) over change_detector + speaker parameters
    only (train.py does not hand CBR's parameters to the optimizer), grad_clip -1 (off), then the
    logit-scale clamps of train.py.
Ablations (`variants` in the index): the same step's gradients with loss terms left out (`rr+cbr`: no cross-view
InfoNCE; `rr`: caption loss only). The released code has no switch for them; the networks are the
released ones, only the loss sum differs. `subtraction` is not in the released code (no fixture).

Adjustments to run the released code on a CPU at small dimensions (recorded in the fixture):
  * `.cuda()` is the identity (the models call it on masks and positions);
  * models/CBR.py hard-codes the official dimensions (embed_dim = 512, a 14×14 grid, 8 heads of
    nn.MultiheadAttention); its source is loaded with those three literals replaced by the small ones
    (each replacement is checked to occur exactly where expected) — nothing else changes.

Output: <out>/fixture.json (index: commit, settings, shapes, offsets, per-term losses) and
<out>/fixture.bin (little-endian float32 arrays, offsets in the index).
"""
import argparse
import hashlib
import json
import os
import sys
import types

import numpy as np
import torch
import torch.nn as nn

COMMIT = '2525039f7c492bed2d986ef07507122ce8313440'
BLOBS = {
    'models/SCORER.py': '34d3b577dd4d4867d34a5aad7a5cbbc5a8178fc4',
    'models/transformer_decoder.py': '30a3e8f0c58c0d3e8c409b006aec8c97874bf3a4',
    'models/CBR.py': '7a5a5fe1318907398ea84617fbffd2b3d11db036',
    'utils/utils.py': '30409d056e76f8b909a7cac9cb51bd7f27fee08c',
}
DIMS = dict(channels=16, grid=4, hidden=32, heads=4, layers=2, word_dim=16, vocab=20, seq_length=8, batch=3)
OPTIM = dict(type='adam', lr=2e-4, alpha=0.9, beta=0.999, epsilon=1e-8, weight_decay=0.0)
LAMBDA_SIM, LAMBDA_CYCLE = 0.1, 0.001
SEED = 1111


def blob_id(path):
    data = open(path, 'rb').read()
    return hashlib.sha1(b'blob %d\0' % len(data) + data).hexdigest()


def check_checkout(root):
    for rel, want in BLOBS.items():
        path = os.path.join(root, rel)
        if not os.path.isfile(path):
            sys.exit(f'{path}: missing — expected a checkout of github.com/tuyunbin/SCORER at {COMMIT[:7]}')
        got = blob_id(path)
        if got != want:
            sys.exit(f'{path}: git blob {got[:10]} is not the one of commit {COMMIT[:7]} ({want[:10]})')


class Cfg(dict):
    """The attribute dict the released code reads (cfg.model.transformer_encoder.att_dim, …)."""

    def __getattr__(self, k):
        return self[k]


def make_cfg():
    d = DIMS
    return Cfg(
        model=Cfg(
            transformer_encoder=Cfg(input_dim=d['channels'], feat_dim=d['channels'] + 2, emb_dim=d['hidden'], att_dim=d['hidden'],
                                    att_head=d['heads'], att_layer=d['layers'], dim=d['hidden']),
            transformer_decoder=Cfg(input_dim=2 * d['channels'] + 4, word_dim=d['word_dim'], att_dim=d['hidden'], att_head=d['heads'],
                                    att_layer=d['layers'], vocab_size=d['vocab'], seq_length=d['seq_length'],
                                    share_wd_cls_weight=False, label_smoothing=0.0),
        ),
        train=Cfg(optim=Cfg(**OPTIM), grad_clip=-1.0),
    )


CBR_PATCHES = [  # (released text, replacement, occurrences)
    ('embed_dim = 512', 'embed_dim = {hidden}', 1),
    ('num_heads=8', 'num_heads={heads}', 1),
    ('14, 14', '{grid}, {grid}', 3),
    ('14 * 14', '{grid} * {grid}', 1),
]


def load_cbr_module(root):
    src = open(os.path.join(root, 'models/CBR.py')).read()
    for old, new, n in CBR_PATCHES:
        if src.count(old) != n:
            sys.exit(f'models/CBR.py: expected {n} occurrence(s) of {old!r}, found {src.count(old)}')
        src = src.replace(old, new.format(**DIMS))
    mod = types.ModuleType('models.CBR')
    mod.__file__ = os.path.join(root, 'models/CBR.py')
    exec(compile(src, mod.__file__ + ' (dimensions patched)', 'exec'), mod.__dict__)
    return mod


def build(root):
    sys.path.insert(0, root)
    torch.Tensor.cuda = lambda self, *a, **k: self  # CPU run: the models call .cuda() on masks
    from models.SCORER import ChangeDetector, AddSpatialInfo
    from models.transformer_decoder import Speaker
    from utils.utils import CrossEn, build_optimizer
    cbr = load_cbr_module(root)
    cfg = make_cfg()
    torch.manual_seed(SEED)
    np.random.seed(SEED)
    cd, sp, gen = ChangeDetector(cfg), Speaker(cfg), cbr.CBR(cfg)
    for m in (cd, sp, gen):
        for mod in m.modules():
            if isinstance(mod, nn.Dropout):
                mod.p = 0.0
        m.train()
    return cfg, cd, sp, gen, AddSpatialInfo(), CrossEn(), build_optimizer


def make_batch(gen):
    d = DIMS
    b, c, g, t, v = d['batch'], d['channels'], d['grid'], d['seq_length'], d['vocab']
    feats = [torch.randn(b, c, g, g, generator=gen) for _ in range(3)]

    def captions():
        seq = torch.zeros(b, t, dtype=torch.long)
        for i in range(b):
            n = int(torch.randint(1, t - 1, (1,), generator=gen))  # words between <START> and <END>
            if i == 0:
                n = t - 2  # one caption fills the whole length
            seq[i, 0] = 1
            seq[i, 1:1 + n] = torch.randint(4, v, (n,), generator=gen)
            seq[i, 1 + n] = 2
        # as datasets/rcc_dataset_transformer.py: mask covers the non-zero tokens; labels_with_ignore
        # is the next token where the mask is on, -1 elsewhere and at the end
        mask = (seq != 0).float()
        ignore = torch.full_like(seq, -1)
        ignore[:, :-1] = torch.where(mask[:, 1:] > 0, seq[:, 1:], torch.full_like(seq[:, 1:], -1))
        return seq, ignore, mask

    return feats, captions(), captions()


class Recorder:
    def __init__(self):
        self.arrays, self.index, self.offset = [], {}, 0

    def add(self, name, t):
        a = np.asarray(t.detach().cpu().numpy() if torch.is_tensor(t) else t, dtype='<f4')  # keeps 0-d shapes
        self.index[name] = dict(shape=list(a.shape), offset=self.offset)
        self.arrays.append(a.tobytes(order='C'))
        self.offset += a.size


def step(cfg, cd, sp, gen, spatial, loss_fcn, feats, pos, neg, terms):
    """One iteration of train.py's loop up to backward(); `terms` picks the loss terms summed."""
    d_feats, sc_feats, nsc_feats = (spatial(f) for f in feats)
    labels, labels_ign, masks = pos
    no_chg, no_chg_ign, no_chg_masks = neg
    sims = []
    hook = gen.contra.register_forward_hook(lambda _m, _i, out: sims.append(out[0]))
    enc_pos, s1_pos, s2_pos, bef_pos, aft_pos = cd(d_feats, sc_feats)
    enc_neg, s1_neg, s2_neg, bef_neg, aft_neg = cd(d_feats, nsc_feats)
    loss_pos, logits_pos, _, sent_pos = sp._forward(enc_pos, labels, masks, labels_with_ignore=labels_ign)
    loss_neg, logits_neg, _, sent_neg = sp._forward(enc_neg, no_chg, no_chg_masks, labels_with_ignore=no_chg_ign)
    cycle_pos = gen(bef_pos, sent_pos, aft_pos, masks)
    cycle_neg = gen(bef_neg, sent_neg, aft_neg, no_chg_masks)
    hook.remove()
    speaker_loss = 0.5 * loss_pos + 0.5 * loss_neg
    sim_pos = (loss_fcn(s1_pos) + loss_fcn(s2_pos)) / 2.0
    sim_neg = (loss_fcn(s1_neg) + loss_fcn(s2_neg)) / 2.0
    sim_loss = 0.5 * sim_pos + 0.5 * sim_neg
    cycle_loss = 0.5 * cycle_pos + 0.5 * cycle_neg
    total = speaker_loss
    if 'sim' in terms:
        total = total + LAMBDA_SIM * sim_loss
    if 'cycle' in terms:
        total = total + LAMBDA_CYCLE * cycle_loss
    total.backward()
    losses = dict(total=total, speaker=speaker_loss, caption_pos=loss_pos, caption_neg=loss_neg, sim=sim_loss, sim_pos=sim_pos,
                  sim_neg=sim_neg, cycle=cycle_loss, cycle_pos=cycle_pos, cycle_neg=cycle_neg)
    tensors = dict(sim1_pos=s1_pos, sim2_pos=s2_pos, sim1_neg=s1_neg, sim2_neg=s2_neg, cbr_sim_pos=sims[0], cbr_sim_neg=sims[1],
                   logits_pos=logits_pos, logits_neg=logits_neg)
    return {k: float(v) for k, v in losses.items()}, tensors


def named_params(cd, sp, gen):
    return [(f'change_detector.{n}', p) for n, p in cd.named_parameters()] + \
        [(f'speaker.{n}', p) for n, p in sp.named_parameters()] + [(f'generator.{n}', p) for n, p in gen.named_parameters()]


ABLATIONS = {'scorer+cbr': ('sim', 'cycle'), 'rr+cbr': ('cycle',), 'rr': ()}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('checkout', help='checkout of github.com/tuyunbin/SCORER at 2525039 (under a data root)')
    ap.add_argument('--out', default=os.path.join(os.path.dirname(__file__), '..', 'test', 'fixtures', 'scorer-parity'))
    args = ap.parse_args()
    root = os.path.abspath(args.checkout)
    check_checkout(root)
    torch.set_num_threads(1)
    cfg, cd, sp, gen, spatial, loss_fcn, build_optimizer = build(root)
    rec = Recorder()
    initial = {n: p.detach().clone() for n, p in named_params(cd, sp, gen)}
    for n, p in initial.items():
        rec.add(f'weight/{n}', p)
    data_gen = torch.Generator().manual_seed(SEED)
    feats, pos, neg = make_batch(data_gen)
    for name, f in zip(('before', 'change', 'distractor'), feats):
        rec.add(f'input/{name}', f)
    for name, (seq, ign, mask) in (('pos', pos), ('neg', neg)):
        rec.add(f'input/{name}_seq', seq.float())
        rec.add(f'input/{name}_labels_with_ignore', ign.float())
        rec.add(f'input/{name}_mask', mask)

    ablations = {}
    for variant, terms in ABLATIONS.items():
        with torch.no_grad():
            for n, p in named_params(cd, sp, gen):
                p.copy_(initial[n])
                p.grad = None
        all_params = list(cd.parameters()) + list(sp.parameters())  # as train.py: CBR is not optimised
        optimizer = build_optimizer(all_params, cfg)
        optimizer.zero_grad()
        losses, tensors = step(cfg, cd, sp, gen, spatial, loss_fcn, feats, pos, neg, terms)
        prefix = '' if variant == 'scorer+cbr' else f'{variant}/'
        for n, p in named_params(cd, sp, gen):
            if p.grad is not None:  # absent: the loss does not reach it (torch leaves .grad None)
                rec.add(f'{prefix}grad/{n}', p.grad)
        no_grad = [n for n, p in named_params(cd, sp, gen) if p.grad is None]
        if not prefix:
            for k, t in tensors.items():
                rec.add(f'out/{k}', t)
        optimizer.step()
        torch.clamp_(cd.scorer[-1].attention.logit_scale.data, max=np.log(100))
        torch.clamp_(gen.contra.logit_scale.data, max=np.log(100))
        for n, p in named_params(cd, sp, gen):
            if n.startswith('generator.'):
                assert torch.equal(p, initial[n]), n  # not optimised: stays as initialised
            elif not prefix:  # the Adam step is stored for the full model only (size)
                rec.add(f'updated/{n}', p)
        ablations[variant] = dict(terms=['caption', *terms], losses=losses, params_without_grad=no_grad)

    out = os.path.abspath(args.out)
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, 'fixture.bin'), 'wb') as f:
        for a in rec.arrays:
            f.write(a)
    counts = dict(change_detector=sum(p.numel() for p in cd.parameters()), speaker=sum(p.numel() for p in sp.parameters()),
                  generator=sum(p.numel() for p in gen.parameters()))
    index = dict(
        source=dict(repository='github.com/tuyunbin/SCORER', commit=COMMIT, blobs=BLOBS),
        generator=dict(script='scripts/scorer-parity-fixture.py', torch=torch.__version__, numpy=np.__version__),
        settings=dict(dims=DIMS, seed=SEED, optimizer=OPTIM, grad_clip=-1.0, lambda_sim=LAMBDA_SIM, lambda_cycle=LAMBDA_CYCLE,
                      dropout=0.0, logit_scale_clamp='ln(100) on change_detector.scorer[-1] and generator.contra after the step',
                      optimised='change_detector + speaker parameters (train.py: all_params)',
                      adjustments=['Tensor.cuda() is the identity (CPU run)',
                                   'models/CBR.py literals replaced: ' + '; '.join(f'{o!r} -> {n.format(**DIMS)!r}' for o, n, _ in CBR_PATCHES)]),
        parameter_counts=counts,
        variants=ablations,
        arrays=rec.index,
    )
    with open(os.path.join(out, 'fixture.json'), 'w') as f:
        json.dump(index, f, indent=1)
    print(f'wrote {out}/fixture.json and fixture.bin ({4 * rec.offset} bytes); losses: {ablations["scorer+cbr"]["losses"]}')


if __name__ == '__main__':
    main()
