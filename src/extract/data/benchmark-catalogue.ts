/**
 * The benchmark catalogue (pure data): benchmarks whose one standard metric is fixed by an evaluation
 * catalogue (a harness's task config, a toolbox's evaluator, a devkit or an official leaderboard), organised
 * by field. Each line: the field, the registry metric id, the source that fixes it, and the names papers
 * print ("|"-separated variants; compared ignoring case, spaces, hyphens and dots, except that a name of
 * letters only must be printed in its case or in capitals, so "Texas" or "DAVIS" but not "texas" or "Davis").
 * Entries count only where a header cell IS the name (`where: 'header'`): a benchmark named in running text
 * says nothing about a column. Benchmarks with two standard metrics (SQuAD EM/F1, STS-B Pearson/Spearman,
 * MOT17 MOTA/HOTA/IDF1, nuScenes NDS/mAP, Set5 PSNR/SSIM, RefCOCO accuracy/IoU) are left out on purpose:
 * docs/extract-conventions.md lists them. Read by benchmark-catalogue-lookup.ts; every use is a guess the
 * draft marks for review, naming the benchmark and this source.
 */

export interface CatalogueEntry {
  readonly field: string;
  readonly metric: string;
  readonly source: string;
  readonly names: readonly string[];
  readonly where: 'header';
  readonly note?: string;
}

const e = (field: string, metric: string, source: string, names: string, note?: string): CatalogueEntry => ({
  field,
  metric,
  source,
  names: names.split('|').map((n) => n.trim()),
  where: 'header',
  ...(note ? { note } : {}),
});

const MMSEG = 'https://github.com/open-mmlab/mmsegmentation/tree/main/configs/_base_/datasets (val_evaluator IoUMetric, mIoU)';
const LM_EVAL = 'https://github.com/EleutherAI/lm-evaluation-harness/tree/main/lm_eval/tasks (metric_list)';
const VLMEVAL = 'https://github.com/open-compass/VLMEvalKit (per-benchmark evaluators)';
const CLIP_BENCH = 'https://github.com/LAION-AI/CLIP_benchmark (zero-shot / linear-probe classification, acc1)';
const OGB = 'https://github.com/snap-stanford/ogb (master.csv eval_metric per dataset)';
const MOLNET = 'https://moleculenet.org/datasets-1 (recommended metric per dataset)';
const BLURB = 'https://microsoft.github.io/BLURB/tasks.html (BLURB task metrics)';

export const CATALOGUE: readonly CatalogueEntry[] = [
  // ── image classification (transfer, fine-grained, few-shot, domain generalisation, remote-sensing scenes) ──
  e('image classification', 'accuracy', CLIP_BENCH, 'Food-101|Food101|Stanford Cars|StanfordCars|Flowers-102|Flowers102|Oxford Flowers|Oxford-IIIT Pets|Oxford Pets|OxfordPets|FGVC-Aircraft|FGVCAircraft|DTD|SUN397|SUN-397|Caltech-101|Caltech101|STL-10|STL10|SVHN|Fashion-MNIST|FashionMNIST|KMNIST|EMNIST|GTSRB|Country211|PCam|Places365|Places-365|ObjectNet|ImageNet-Sketch|ImageNet-V2|ImageNetV2|ImageNet-A|ImageNet-R|IN-A|IN-R|IN-V2|IN-Sketch|VTAB|VTAB-1k|CUB-200-2011|CUB-200|CUB200|iNaturalist 2018|iNat2018|iNat-2018|iNat18|iNaturalist 2021|iNat2021|iNat21|Tiny-ImageNet|TinyImageNet|Places-LT|iNat-LT'),
  e('few-shot classification', 'accuracy', 'https://github.com/yaoyao-liu/mini-imagenet-tools (N-way K-shot accuracy, Vinyals et al. 2016)', 'miniImageNet|mini-ImageNet|tieredImageNet|tiered-ImageNet|CIFAR-FS|FC100|FC-100'),
  e('domain generalisation', 'accuracy', 'https://github.com/facebookresearch/DomainBed (test-domain accuracy)', 'PACS|VLCS|OfficeHome|Office-Home|TerraIncognita|Terra Incognita|DomainNet|Office-31|Office31|VisDA-C|VisDA-2017|VisDA17'),
  e('remote sensing', 'accuracy', 'https://github.com/ViTAE-Transformer/Remote-Sensing-RVSA (scene classification, overall accuracy)', 'UCM|UC Merced|UCMerced|AID|NWPU-RESISC45|RESISC45|RESISC-45|NWPU45|WHU-RS19|EuroSAT|PatternNet|OPTIMAL-31'),
  e('remote sensing', 'accuracy', 'https://doi.org/10.1109/LGRS.2015.2475299 (Zou et al. 2015, RSSCN7: seven scene classes, scene classification, overall accuracy)', 'RSSCN7|RSSCN-7'),
  e('remote sensing', 'map', 'https://github.com/open-mmlab/mmrotate/tree/main/configs/_base_/datasets (DOTAMetric, mAP)', 'DOTA|DOTA-v1.0|DOTA-v1|DOTA1.0|DOTA-v1.5|DOTA1.5|DOTA-v2.0|DOTA2.0|DIOR-R|HRSC2016|HRSC|FAIR1M|FAIR1M-1.0|FAIR1M-v1.0'),
  e('remote sensing', 'miou', MMSEG, 'iSAID|LoveDA'),
  // ── segmentation, detection, pose ──
  e('semantic segmentation', 'miou', MMSEG, 'ADE20K|ADE-20K|ADE20k|ADE-150|A-150|A-847|Cityscapes|PASCAL Context|Pascal-Context|PASCAL-Context|PC-59|PC-459|COCO-Stuff|COCO-Stuff-164k|COCO-Stuff164k|COCO-Stuff-10k|CamVid|Dark Zurich|DarkZurich|Mapillary Vistas|Vistas|PASCAL VOC 2012|VOC2012|VOC12|VOC-20|PAS-20'),
  e('panoptic segmentation', 'pq', 'https://github.com/cocodataset/panopticapi (PQ)', 'COCO-Panoptic|COCO Panoptic|COCO-PS'),
  e('object detection', 'ap', 'https://github.com/open-mmlab/mmdetection/tree/main/configs/_base_/datasets (LVISMetric / CocoMetric, AP)', 'LVIS|LVIS v1|LVIS-v1|LVISv1|LVIS v1.0|ODinW|ODinW-13|ODinW13|ODinW-35|ODinW35|Objects365|CrowdPose|OCHuman'),
  e('object detection', 'map', 'http://host.robots.ox.ac.uk/pascal/VOC/voc2007/ (VOC2007 devkit, mAP)', 'VOC07|VOC2007|VOC 2007|VOC07+12|VOC0712'),
  e('pose estimation', 'pckh', 'https://github.com/open-mmlab/mmpose/tree/main/configs/_base_/datasets (MPII, PCKh@0.5)', 'MPII'),
  // ── video ──
  e('video object segmentation', 'j-and-f', 'https://davischallenge.org/davis2017/code.html (J&F mean) and https://youtube-vos.org/challenge/ (overall score)', 'DAVIS|DAVIS 2016|DAVIS16|DAVIS-16|DAVIS 2017|DAVIS17|DAVIS-17|DAVIS 2017 val|YouTube-VOS|YT-VOS|YTVOS|YouTube-VOS 2018|YouTube-VOS 2019|YT-VOS 2018|YT-VOS 2019|YT18|YT19|MOSE|LVOS|Ref-YouTube-VOS|Ref-YTVOS|Ref-DAVIS|Ref-DAVIS17|MeViS'),
  e('video action recognition', 'top1-acc', 'https://github.com/open-mmlab/mmaction2/tree/main/configs (AccMetric, top-1)', 'Kinetics-710|K710|K-710|Moments in Time|MiT|MiTv1'),
  e('video action recognition', 'map', 'https://github.com/open-mmlab/mmaction2/tree/main/configs/detection (AVAMetric, frame mAP@0.5) and Charades (Sigurdsson et al. 2016, mAP)', 'AVA|AVA v2.2|AVA-v2.2|AVA2.2|Charades'),
  e('video anomaly detection', 'auc', 'https://www.crcv.ucf.edu/projects/real-world/ (UCF-Crime, frame-level AUC)', 'UCF-Crime|UCFCrime'),
  e('video anomaly detection', 'ap', 'https://roc-ng.github.io/XD-Violence/ (frame-level AP)', 'XD-Violence|XDViolence'),
  e('video question answering', 'accuracy', VLMEVAL, 'MSRVTT-QA|MSR-VTT-QA|MSVD-QA|TGIF-QA|ActivityNet-QA|ANet-QA|NExT-QA|NExTQA|EgoSchema|MVBench|Video-MME|VideoMME|MLVU|LongVideoBench|TempCompass|TVQA|How2QA'),
  e('single object tracking', 'auc', 'https://github.com/visionml/pytracking (success plot, AUC)', 'LaSOT|LaSOT-ext|LaSOText|TrackingNet|UAV123|UAV-123|OTB100|OTB-100|OTB2015|OTB-2015|NfS|NFS30', 'the success plot\'s area under the curve'),
  // ── 3D ──
  e('3D segmentation', 'miou', 'https://semantic-kitti.org/tasks.html and https://github.com/open-mmlab/mmdetection3d (SegMetric, mIoU)', 'SemanticKITTI|Semantic KITTI|S3DIS|S3DIS Area 5|ScanNet200|SemanticPOSS|ShapeNetPart|ShapeNet-Part'),
  e('3D classification', 'accuracy', 'https://github.com/hkust-vgd/scanobjectnn and ModelNet (overall accuracy)', 'ModelNet40|ModelNet-40|ModelNet10|ModelNet-10|ScanObjectNN|OBJ_BG|OBJ-BG|OBJ_ONLY|OBJ-ONLY|PB_T50_RS|PB-T50-RS'),
  // ── optical flow, stereo, driving, lanes ──
  e('optical flow', 'epe', 'http://sintel.is.tue.mpg.de/ (EPE) and FlyingChairs / FlyingThings3D / SceneFlow (EPE)', 'Sintel|MPI Sintel|Sintel Clean|Sintel-Clean|Sintel Final|Sintel-Final|FlyingChairs|Flying Chairs|FlyingThings3D|FlyingThings|SceneFlow|Scene Flow'),
  e('lane detection', 'f1', 'https://xingangpan.github.io/projects/CULane.html (F1 at IoU 0.5)', 'CULane|CurveLanes|LLAMAS'),
  e('lane detection', 'accuracy', 'https://github.com/TuSimple/tusimple-benchmark (lane accuracy)', 'TuSimple'),
  e('autonomous driving', 'pdms', 'https://github.com/autonomousvision/navsim (PDM score)', 'NAVSIM|NAVSIM-v1|navtest'),
  e('autonomous driving', 'driving-score', 'https://github.com/Thinklab-SJTU/Bench2Drive and https://leaderboard.carla.org/ (driving score)', 'Bench2Drive|Longest6|CARLA Leaderboard|Town05 Long'),
  // ── document understanding, OCR ──
  e('document layout', 'map', 'https://github.com/ibm-aur-nlp/PubLayNet and https://github.com/DS4SD/DocLayNet (COCO mAP)', 'PubLayNet|DocLayNet|D4LA|M6Doc'),
  e('document understanding', 'f1', 'https://guillaumejaume.github.io/FUNSD/ , CORD and SROIE (entity-level F1, as in LayoutLM)', 'FUNSD|CORD|SROIE|Kleister-NDA|XFUND'),
  e('document understanding', 'accuracy', 'https://adamharley.com/rvl-cdip/ (classification accuracy)', 'RVL-CDIP|RVLCDIP'),
  // (each with its own source: a review line names the benchmark's page, not another's; round 19)
  e('table understanding', 'accuracy', 'https://tabfact.github.io/ (TabFact, fact-verification accuracy)', 'TabFact'),
  e('table understanding', 'accuracy', 'https://ppasupat.github.io/WikiTableQuestions/ (WikiTableQuestions, denotation accuracy)', 'WikiTableQuestions|WTQ'),
  e('document understanding', 'accuracy', 'https://ocr-vqa.github.io/ (OCR-VQA, answer accuracy)', 'OCR-VQA|OCRVQA'),
  e('document understanding', 'anls', 'https://rrc.cvc.uab.es/?ch=11 (ST-VQA, ANLS)', 'ST-VQA|STVQA'),
  // (word accuracy, the registry's word-acc, whose aliases are WordMetric's own names word_acc …; 'accuracy' before round 24; not IC13 / IC15, whose names also head text-detection F-measures)
  e('text recognition', 'word-acc', 'https://github.com/open-mmlab/mmocr/tree/main/configs/textrecog (WordMetric, word accuracy) and https://github.com/clovaai/deep-text-recognition-benchmark (Baek et al., ICCV 2019)', 'IIIT5K|IIIT5k|IIIT-5K|IIIT 5K|IIIT5K-Words|SVT|SVTP|SVT-P|CUTE80|CUTE|CT80|COCO-Text|IC03|IC2003'),
  e('text detection', 'f1', 'https://github.com/open-mmlab/mmocr/tree/main/configs/textdet (HmeanIOUMetric, hmean)', 'Total-Text|TotalText|CTW1500|CTW-1500|SCUT-CTW1500|MSRA-TD500|TD500'),
  e('image captioning', 'CIDEr', 'https://nocaps.org/ and https://textvqa.org/textcaps/ (CIDEr)', 'NoCaps|nocaps|TextCaps'),
  // ── vision-language evaluation suites ──
  e('multimodal LLM evaluation', 'accuracy', VLMEVAL, 'MathVerse|MMT-Bench|BLINK|MuirBench|MMVP|CV-Bench|CVBench|V*Bench|VStar|V-Star|Q-Bench|QBench|CharXiv|DynaMath|LogicVista|CRPE|MMIU|TallyQA|VSR|IconQA|NLVR2|SNLI-VE|VCR|CLEVR'),
  e('image generation', 'dpg-bench-score', 'https://github.com/TencentQQGYLab/ELLA (DPG-Bench score)', 'DPG-Bench|DPGBench|DPG'),
  // ── language models ──
  e('LLM evaluation', 'accuracy', LM_EVAL, 'ANLI|ANLI-R1|ANLI-R2|ANLI-R3|ANLI R1|ANLI R2|ANLI R3|SNLI|SciTail|MNLI-m|MNLI-mm|MNLI-matched|MNLI-mismatched|WNLI|WiC|WSC|WSC273|SciQ|QASC|LogiQA|LogiQA2|ReClor|MathQA|AQuA|AQuA-RAT|StrategyQA|MuSR|SocialIQA|Social IQa|Social-IQA|SWAG|HellaSwag|AIME|AIME24|AIME 2024|AIME-2024|AIME25|AIME 2025|AIME-2025|AMC|AMC23|AMC 2023|HMMT|HMMT25|Omni-MATH|OmniMATH|TheoremQA|GSM-Hard|MAWPS|TabMWP|FOLIO|PopQA|SimpleQA|HeadQA|MedNLI|BFCL|GAIA'),
  e('LLM evaluation', 'accuracy', 'https://github.com/open-compass/opencompass/tree/main/opencompass/configs/datasets (GaokaoBench, CLUE / FewCLUE: accuracy)', 'Gaokao|GAOKAO-Bench|GaokaoBench|C3|CLUEWSC|CHID'),
  e('LLM evaluation', 'mcc', LM_EVAL + ' (cola: mcc)', 'CoLA'),
  e('LLM evaluation', 'em', LM_EVAL + ' (webqs, nq_open: exact_match)', 'WebQuestions|WebQ|WebQS|NQ-Open|NQ Open'),
  e('language modelling', 'perplexity', LM_EVAL + ' (wikitext: word_perplexity) and pruning / quantization evaluations (WikiText2, C4, PTB)', 'WikiText-103|WikiText103|Wikitext-103|WT103|WikiText-2|WikiText2|Wikitext2|Wiki2|WT2|PTB|Penn Treebank|C4|LM1B|One Billion Word|1B Word|PG-19|PG19'),
  e('language modelling', 'bpc', 'http://prize.hutter1.net/ (enwik8) and text8 (bits per character)', 'enwik8|Enwik8|text8|Text8'),
  e('code generation', 'pass@1', 'https://github.com/bigcode-project/bigcode-evaluation-harness (pass@1)', 'HumanEval-X|HumanEvalX|HumanEval-Java|HumanEval-CPP|HumanEval-JS|MultiPL-HumanEval|MBPP-Sanitized|MBPP-S'),
  e('text-to-SQL', 'ex', 'https://bird-bench.github.io/ (execution accuracy)', 'BIRD|BIRD-dev|BIRD-SQL'),
  e('agents', 'success-rate', 'https://webarena.dev/ , https://os-world.github.io/ , https://github.com/alfworld/alfworld (task success rate)', 'WebArena|VisualWebArena|VWA|OSWorld|ALFWorld|AndroidWorld|WorkArena'),
  // ── text classification, sentiment, NER, biomedical NLP, embeddings, retrieval, speech ──
  e('sentiment', 'accuracy', 'https://github.com/facebookresearch/SentEval (transfer accuracy) and Zhang et al. 2015 text classification sets', 'SST-5|SST5|SST-fine|IMDB|IMDb|Yelp-2|Yelp-5|Yelp P.|Yelp F.|Yelp-P|Yelp-F|Yelp Polarity|Yelp Full|Amazon-2|Amazon-5|Amazon P.|Amazon F.|AG News|AGNews|AG-News|AG\'s News|SUBJ|MPQA'),
  e('NER', 'f1', 'https://www.clips.uantwerpen.be/conll2003/ner/ (conlleval) and https://github.com/chakki-works/seqeval (entity-level F1)', 'CoNLL-2003|CoNLL03|CoNLL 2003|CoNLL-03|CoNLL2003|OntoNotes|OntoNotes 5.0|OntoNotes5|OntoNotes-5.0|WNUT-17|WNUT17|WNUT 2017|WNUT-2017|ACE04|ACE 2004|ACE2004|ACE05|ACE 2005|ACE2005|GENIA|Few-NERD|FewNERD|CrossNER'),
  e('biomedical NLP', 'f1', BLURB, 'NCBI-disease|NCBI-Disease|NCBI Disease|BC5CDR|BC5-chem|BC5-disease|BC5CDR-chem|BC5CDR-disease|BC5CDR-Chemical|BC5CDR-Disease|BC2GM|BC4CHEMD|JNLPBA|LINNAEUS|Species-800|S800|ChemProt|DDI|GAD|EBM PICO|EBM-PICO'),
  e('biomedical NLP', 'pearson', BLURB + ' (BIOSSES, Pearson)', 'BIOSSES'),
  e('sentence embeddings', 'spearman', 'https://github.com/embeddings-benchmark/mteb (STS tasks, main_score cosine_spearman) and SentEval / SimCSE', 'STS12|STS13|STS14|STS15|STS16|STS17|STS22|STS-12|STS-13|STS-14|STS-15|STS-16|SICK-R|SICKRelatedness|STSBenchmark|STS-Benchmark'),
  e('information retrieval', 'ndcg@10', 'https://github.com/beir-cellar/beir (nDCG@10)', 'NFCorpus|TREC-COVID|TREC COVID|TRECCOVID|FiQA-2018|ArguAna|Touche-2020|Touché-2020|Touche2020|Webis-Touche2020|CQADupStack|Climate-FEVER|ClimateFEVER|TREC-NEWS|Signal-1M|TREC-DL|TREC DL 2019|TREC DL 2020|TREC-DL19|TREC-DL20|DL19|DL20|DL-19|DL-20'),
  e('knowledge graph completion', 'mrr', 'https://github.com/DeepGraphLearning/KnowledgeGraphEmbedding (filtered MRR)', 'FB15k-237|FB15K-237|FB15k237|FB15k|FB15K|WN18RR|WN18|YAGO3-10|Wikidata5M|CoDEx-M|CoDEx-L'),
  e('recommendation', 'auc', 'https://github.com/reczoo/FuxiCTR (CTR prediction, AUC)', 'Criteo|Avazu|KDD12|Frappe'),
  e('speech recognition', 'wer', 'https://github.com/espnet/espnet/tree/master/egs2 (recipe results, WER)', 'WSJ|eval92|dev93|CHiME-4|CHiME4|CHiME-6|CHiME6|GigaSpeech|FLEURS|MLS|VoxPopuli|SPGISpeech|Earnings-22|Earnings22|TED-LIUM|TED-LIUM 3|TED-LIUM3|TEDLIUM-3|TEDLIUM3'),
  e('speech recognition', 'cer', 'https://github.com/espnet/espnet/tree/master/egs2 (Mandarin / Japanese / Korean recipes, CER)', 'KsponSpeech|CSJ|HKUST|MagicData|KeSpeech'),
  e('speech recognition', 'per', 'https://github.com/espnet/espnet/tree/master/egs2/timit (phone error rate)', 'TIMIT'),
  e('audio tagging', 'map', 'https://research.google.com/audioset/ (mAP) and FSD50K (mAP)', 'AudioSet|AudioSet-2M|AudioSet-20K|AS-2M|AS-20K|AS2M|AS20K|AS-20k|AS-2m|FSD50K|FSD-50K'),
  e('audio classification', 'accuracy', 'https://github.com/karolpiczak/ESC-50 (5-fold accuracy), Speech Commands v2 and VGGSound (top-1)', 'ESC-50|ESC50|Speech Commands|SpeechCommands|SPC-2|SPCV2|SPC-V2|KS2|VGGSound|VGG-Sound|UrbanSound8K|US8K|GTZAN|NSynth|VoxLingua107|RAVDESS'),
  e('speaker verification', 'eer', 'https://www.robots.ox.ac.uk/~vgg/data/voxceleb/ (VoxCeleb1 trial lists, EER)', 'Vox1-O|Vox1-E|Vox1-H|VoxCeleb1-O|VoxCeleb1-E|VoxCeleb1-H|VoxCeleb1-O clean|CN-Celeb|CNCeleb'),
  e('speaker diarization', 'der', 'https://dihardchallenge.github.io/dihard3/ (DER)', 'DIHARD III|DIHARD-III|DIHARD3|VoxConverse'),
  e('sign language', 'accuracy', 'https://dxli94.github.io/WLASL/ (isolated sign recognition, top-1 accuracy)', 'WLASL|WLASL2000|WLASL-2000|WLASL100|WLASL300|MSASL|MS-ASL|MS-ASL1000|AUTSL'),
  e('sign language', 'wer', 'https://www-i6.informatik.rwth-aachen.de/~koller/RWTH-PHOENIX/ (continuous sign recognition, WER)', 'PHOENIX-2014|PHOENIX14|Phoenix-2014|Phoenix14|PHOENIX 2014'),
  // ── graphs and molecules ──
  e('graph learning', 'auc', OGB, 'ogbg-molbace|ogbg-molbbbp|ogbg-molclintox|ogbg-molsider|ogbg-moltox21|ogbg-moltoxcast'),
  e('graph learning', 'auprc', OGB + ' (ogbg-molpcba: average precision since 2020-08; ogbg-molmuv: PRC-AUC)', 'ogbg-molpcba|ogbg-molmuv'),
  e('graph learning', 'rmse', OGB, 'ogbg-molesol|ogbg-molfreesolv|ogbg-mollipo'),
  e('graph learning', 'mrr', OGB, 'ogbl-citation2|ogbl-wikikg2|ogbl-biokg'),
  e('graph learning', 'f1', OGB, 'ogbg-code2'),
  e('graph learning', 'accuracy', 'https://pytorch-geometric.readthedocs.io/en/latest/modules/datasets.html (Planetoid, TUDataset, heterophily sets; node / graph classification accuracy) and https://chrsmrrs.github.io/datasets/', 'Cora|CiteSeer|Citeseer|Amazon Computers|Amazon Photo|Coauthor CS|Coauthor Physics|Chameleon|Squirrel|Cornell|Texas|Wisconsin|roman-empire|amazon-ratings|MUTAG|PROTEINS|DD|D&D|PTC|PTC-MR|PTC_MR|NCI1|NCI109|ENZYMES|IMDB-B|IMDB-BINARY|IMDB-M|IMDB-MULTI|COLLAB|REDDIT-B|REDDIT-BINARY|REDDIT-M5K|REDDIT-MULTI-5K|REDDIT-5K|REDDIT-MULTI-12K|REDDIT-12K|CIFAR10-superpixel|MNIST-superpixel'),
  e('graph learning', 'mae', 'https://github.com/graphdeeplearning/benchmarking-gnns (ZINC, MAE) and OGB-LSC PCQM4Mv2 (MAE)', 'ZINC|ZINC-12k|ZINC12k|ZINC-full|ZINC-Full|PCQM4Mv2|PCQM4M-v2|Peptides-struct|QM7|QM8'),
  e('graph learning', 'auprc', 'https://github.com/vijaydwivedi75/lrgb (Peptides-func, average precision)', 'Peptides-func'),
  e('graph learning', 'f1', 'https://github.com/vijaydwivedi75/lrgb (PascalVOC-SP, COCO-SP, macro F1)', 'PascalVOC-SP|COCO-SP'),
  e('molecular property prediction', 'auc', MOLNET, 'BBBP|BACE|ClinTox|Tox21|ToxCast|SIDER|HIV'),
  e('molecular property prediction', 'rmse', MOLNET, 'ESOL|FreeSolv|Lipophilicity|Lipo'),
  // ── medical imaging ──
  e('medical image segmentation', 'dice', 'https://www.synapse.org/#!Synapse:syn3193805/wiki/217789 (Synapse multi-organ, Dice) and the MICCAI challenges\' leaderboards (Dice)', 'Synapse|BTCV|BraTS|BraTS2020|BraTS2021|BraTS 2021|KiTS19|KiTS|KiTS23|LiTS|AMOS|AMOS22|FLARE22|FLARE|Kvasir-SEG|Kvasir|CVC-ClinicDB|CVC-ColonDB|ETIS|ETIS-LaribPolypDB|GlaS|MoNuSeg|TotalSegmentator'),
  e('medical image classification', 'auc', 'https://stanfordmlgroup.github.io/competitions/chexpert/ and NIH ChestX-ray14 (mean AUROC)', 'CheXpert|ChestX-ray14|ChestXray14|NIH ChestX-ray14|NIH-CXR'),
  // ── reinforcement learning, robotics ──
  e('reinforcement learning', 'return', 'https://github.com/google-deepmind/dm_control (episode return) and Gymnasium MuJoCo tasks', 'cartpole-swingup|cartpole-balance|cheetah-run|walker-walk|walker-run|walker-stand|finger-spin|finger-turn-hard|reacher-easy|reacher-hard|cup-catch|ball_in_cup-catch|hopper-hop|hopper-stand|quadruped-run|quadruped-walk|humanoid-run|humanoid-walk|humanoid-stand|pendulum-swingup|acrobot-swingup|fish-swim|dog-run|dog-walk|Humanoid-v2|Humanoid-v3|Humanoid-v4|Swimmer-v2|Swimmer-v3|Swimmer-v4|InvertedPendulum-v2|InvertedPendulum-v4|InvertedDoublePendulum-v2|InvertedDoublePendulum-v4|Reacher-v2|Reacher-v4'),
  // SMAC (Samvelyan et al. 2019, "The StarCraft Multi-Agent Challenge"): each map reports the test win rate; the
  // communication maps of NDQ (Wang et al. 2020) run on SMAC too. The bare marine maps (`3m`, `8m`, `25m`) are left
  // out: printed alone they read as sizes (`8M` parameters)
  e('multi-agent reinforcement learning', 'win-rate', 'https://github.com/oxwhirl/smac (SMAC maps, test win rate) and https://github.com/TonghanWang/NDQ (communication maps)', '2s3z|3s5z|1c3s5z|MMM|MMM2|corridor|5m_vs_6m|8m_vs_9m|10m_vs_11m|27m_vs_30m|3s5z_vs_3s6z|3s_vs_3z|3s_vs_4z|3s_vs_5z|2m_vs_1z|2s_vs_1sc|2c_vs_64zg|6h_vs_8z|bane_vs_bane|so_many_baneling|1o_10b_vs_1r|1o_2r_vs_4r|bane_vs_hM|3b_vs_1h1m|4bane_vs_1hM|5z_vs_1ul'),
  e('robot manipulation', 'success-rate', 'https://meta-world.github.io/ , https://github.com/stepjam/RLBench and https://github.com/haosulab/ManiSkill (success rate)', 'Meta-World|MetaWorld|MT10|MT50|ML10|ML45|RLBench|ManiSkill|ManiSkill2|ManiSkill3'),
  // ── translation ──
  e('machine translation', 'bleu', 'https://github.com/facebookresearch/fairseq/tree/main/examples/translation (BLEU)', 'WMT14|WMT\'14|WMT 2014|WMT16|WMT\'16|WMT 2016|WMT17|IWSLT14|IWSLT\'14|IWSLT 2014|IWSLT15|IWSLT17|IWSLT\'17|CoVoST 2|CoVoST2|CoVoST-2|MuST-C'),
  e('knowledge graph completion', 'mrr', 'https://github.com/snap-stanford/ogb (ogbl-citation2 / ogbl-wikikg2, MRR)', 'OGB-LSC WikiKG90Mv2|WikiKG90Mv2'),
];
