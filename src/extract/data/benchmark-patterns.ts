/**
 * The hand-written benchmark conventions (pure data, read by src/extract/benchmark-conventions.ts, tried before
 * the catalogue src/extract/data/benchmark-catalogue.ts): patterns for benchmarks of LLM, multimodal, retrieval,
 * speech, robotics and offline-RL evaluation seen in the corpus, each with its source in a comment; then the
 * field patterns of benchmark-conventions-fields.ts. Order matters: the first entry that matches wins.
 */
import { FIELD_CONVENTIONS } from '../benchmark-conventions-fields.js';
import type { Convention } from '../benchmark-conventions-fields.js';

export const PATTERN_CONVENTIONS: readonly Convention[] = [
  // ── named anywhere (header, caption, lead-in, section) ──
  // VQA v2 (Goyal et al. 2017), OK-VQA (Marino et al. 2019), A-OKVQA (Schwenk et al. 2022), GQA (Hudson & Manning
  // 2019), VizWiz (Gurari et al. 2018), TextVQA (Singh et al. 2019): VQA accuracy; ImageNet, CIFAR, MNIST: top-1
  // classification accuracy; GLUE tasks (Wang et al. 2019), BoolQ, PIQA, HellaSwag, WinoGrande, MMLU: accuracy
  // (not the corrupted and perturbed variants ImageNet-C / -P, CIFAR-10-C / -100-C, Hendrycks & Dietterich 2019: they report
  // the mean corruption error mCE, lower is better, or the accuracy under corruption; two metrics, so no convention:
  // docs/extract-conventions.md, "Left out on purpose")
  {
    where: 'text',
    names: /\b(?:vqa\s*v?2|ok-?vqa|a-?ok-?vqa|gqa|vizwiz|textvqa|(?:imagenet(?:-1k)?|cifar-?10{1,2})(?![-‐ ]?[cp]\b)|mnist|sst-?2|mnli|qnli|rte|boolq|piqa|hellaswag|winogrande|mmlu)\b/i,
    metric: 'accuracy',
    typoNames: ['TextVQA', 'VizWiz', 'A-OKVQA', 'ImageNet', 'ImageNet-1k', 'CIFAR-10', 'CIFAR-100', 'HellaSwag', 'WinoGrande'],
  },
  // grammatical error correction: CoNLL-2014 (Ng et al. 2014, the M2 scorer) and BEA-2019 (Bryant et al. 2019, ERRANT)
  // report F0.5, precision weighted twice as much as recall
  { where: 'text', names: /\bconll[- ]?(?:20)?14\b|\bbea[- ]?(?:20)?19\b/i, metric: 'f0.5', typoNames: ['CoNLL-2014', 'BEA-2019'] },
  // BEIR (Thakur et al. 2021), MTEB retrieval (Muennighoff et al. 2023), CoIR (Li et al. 2024), CodeRAG-Bench
  // (Wang et al. 2024): nDCG@10
  { where: 'text', names: /\b(?:beir|mteb|coir|code-?rag(?:-?bench)?)\b/i, metric: 'ndcg@10', typoNames: ['CodeRAG', 'CodeRAG-Bench'] },
  // KITTI 3D object detection (Geiger et al. 2012; 40 recall positions, Simonelli et al. 2019): a class at 11 or
  // 40 recall positions ("Car@R11", "Pedestrian@R40") is its AP
  { where: 'text', names: /^\s*[A-Za-z][\w. -]*@R(?:11|40)\s*$/, metric: 'ap', label: (hit) => `KITTI (${hit.trim()}: AP at recall positions)` },
  // the Open Graph Benchmark (Hu et al. 2020): each dataset has one official evaluator metric
  { where: 'text', names: /\bogbg-molhiv\b|\bogbn-proteins\b/i, metric: 'auc', typoNames: ['ogbg-molhiv'] },
  { where: 'text', names: /\bogbg-ppa\b|\bogbn-(?:arxiv|products|mag|papers100m)\b/i, metric: 'accuracy', typoNames: ['ogbg-ppa', 'ogbn-arxiv', 'ogbn-products'] },
  { where: 'text', names: /\bogbl-collab\b/i, metric: 'hits@50', typoNames: ['ogbl-collab'] },
  // speech corpora: LibriSpeech (Panayotov et al. 2015), Switchboard, TED-LIUM, Common Voice: word error rate;
  // AISHELL (Bu et al. 2017), WenetSpeech (Zhang et al. 2022): Mandarin, character error rate; WenetSpeech's test sets are
  // TEST_NET and TEST_MEETING, often printed with the corpus shortened ("Wenet test-meeting")
  { where: 'text', names: /\blibri-?speech\b|\b(?:test|dev)[-_ ](?:clean|other)\b|\bswitchboard\b|\btedlium\b|\bcommon[- ]?voice\b/i, metric: 'wer' },
  { where: 'text', names: /\baishell(?:-?[12])?\b|\bwenetspeech\b|\bwenet[-_ ]?test[-_ ]?(?:net|meeting)\b/i, metric: 'cer' },
  // robot manipulation: SimplerEnv (Li et al. 2024), LIBERO (Liu et al. 2023) report the share of episodes that succeed
  { where: 'text', names: /\bsimpler-?env\b|\blibero(?:-(?:spatial|object|goal|long|10|90))?\b/i, metric: 'success-rate' },
  // offline RL: D4RL (Fu et al. 2020, "D4RL: Datasets for Deep Data-Driven Reinforcement Learning") reports each
  // task's normalized score, 100 × (return − random) / (expert − random), the registry's `return` ("Normalized
  // score"); its tasks are named `<environment>-<dataset>-v<N>` (halfcheetah-medium-v2, antmaze-umaze-diverse-v2,
  // pen-human-v1). A table of regrets or of costs over the same tasks reports something else.
  {
    where: 'text',
    names: /\bd4rl\b|\b(?:halfcheetah|hopper|walker2d|ant|antmaze|maze2d|pen|door|hammer|relocate|kitchen)(?:-[a-z0-9]+)*-v\d\b/i,
    metric: 'return',
    label: (hit) => (/^d4rl$/i.test(hit) ? 'D4RL' : `D4RL (${hit})`),
    unless: /\bregrets?\b|\b(?:training|wall[- ]?clock|run)[- ]?times?\b|\bcosts?\b/i,
  },

  // the StarCraft Multi-Agent Challenge (SMAC, Samvelyan et al. 2019; SMACv2, Ellis et al. 2023): the test win rate of
  // each map (its maps by name: data/benchmark-catalogue.ts). Not the bare acronym: SMAC is also a hyper-parameter
  // optimiser (Hutter et al. 2011), whose tables report the tuned models' scores
  { where: 'text', names: /\bsmac-?v2\b|\bstarcraft(?:\s*(?:ii|2))?\s+multi-?agent\s+challenge\b/i, metric: 'win-rate', label: (hit) => (/^smac/i.test(hit) ? 'SMACv2' : 'SMAC') },

  // ── a header that is the benchmark's name ──
  // knowledge and reasoning, multiple choice or exact answer scored as accuracy: MMLU (Hendrycks et al. 2021),
  // MMLU-Pro (Wang et al. 2024), MMLU-Redux (Gema et al. 2024), CMMLU (Li et al. 2023), C-Eval (Huang et al. 2023),
  // BBH (Suzgun et al. 2022), GSM8K (Cobbe et al. 2021), MGSM (Shi et al. 2022), MATH (Hendrycks et al. 2021),
  // MATH-500 (Lightman et al. 2023), CMATH (Wei et al. 2023), ARC (Clark et al. 2018), AGIEval (Zhong et al. 2023),
  // HellaSwag, WinoGrande, PIQA, SIQA, BoolQ, OpenBookQA, RACE, DROP, GPQA (Rein et al. 2023), MMMU (Yue et al. 2023),
  // TruthfulQA (Lin et al. 2022)
  {
    where: 'header',
    names: /^(?:mmlu(?:-?(?:pro|redux))?|c-?mmlu|c-?eval|bbh|big-?bench(?:-?hard)?|gsm-?8k|mgsm|math(?:-?500)?|c-?math|arc(?:-?(?:c|e|challenge|easy))?|agieval|hellaswag|winogrande|piqa|siqa|boolq|openbookqa|obqa|race|drop|gpqa(?:-?diamond)?|mmmu|truthfulqa)$/,
    metric: 'accuracy',
  },
  // multilingual suites, accuracy by their papers: MMMLU (OpenAI's professionally translated MMLU, 2024), Global-MMLU
  // (Singh et al. 2024), INCLUDE (Romanou et al. 2024), XCOPA (Ponti et al. 2020), XNLI (Conneau et al. 2018), PAWS-X
  // (Yang et al. 2019), XStoryCloze (Lin et al. 2022), XWinograd (Muennighoff et al. 2023), Belebele (Bandarkar et
  // al. 2024), M3Exam (Zhang et al. 2023)
  { where: 'header', names: /^(?:mmmlu|global-?mmlu(?:-?lite)?|include(?:-?(?:44|base|lite))?|xcopa|xnli|paws-?x|x-?story-?cloze|x-?winograd|belebele|m3-?exam)$/, metric: 'accuracy' },
  // math word problems and competition math, accuracy by their papers: SVAMP (Patel et al. 2021), ASDiv (Miao et al.
  // 2020), MathVista (Lu et al. 2024), MATH-Vision (Wang et al. 2024), OlympiadBench (He et al. 2024), Minerva Math
  // (Lewkowycz et al. 2022), GSM-Plus (Li et al. 2024)
  { where: 'header', names: /^(?:svamp|asdiv|math-?vista(?:-?(?:mini|test))?|math-?vision(?:-?(?:full|mini))?|olympiad-?bench|minerva-?math|gsm-?plus)$/, metric: 'accuracy' },
  // domain exams and commonsense suites, multiple choice scored as accuracy by their papers: JEC-QA (Zhong et al.
  // 2020, Chinese bar exam), MedQA with its USMLE / MCMLE / Taiwan parts (Jin et al. 2021), MedMCQA (Pal et al. 2022),
  // PubMedQA (Jin et al. 2019), CommonsenseQA (Talmor et al. 2019), LAMBADA (Paperno et al. 2016), COPA (Roemmele et
  // al. 2011), StoryCloze (Mostafazadeh et al. 2016)
  { where: 'header', names: /^(?:jec-?qa|med-?qa(?:-?(?:usmle|mcmle|taiwan|us|cn))?|med-?mcqa|pubmed-?qa|commonsense-?qa|csqa|lambada|copa|story-?cloze)$/, metric: 'accuracy' },
  // open-domain QA, exact match: TriviaQA (Joshi et al. 2017), Natural Questions (Kwiatkowski et al. 2019), SQuAD
  // (Rajpurkar et al. 2016)
  { where: 'header', names: /^(?:triviaqa|nq|natural-?questions|squad(?:-?v?2)?)$/, metric: 'em' },
  // code generation, pass@1 (Chen et al. 2021): HumanEval, MBPP (Austin et al. 2021), EvalPlus (Liu et al. 2023),
  // CRUXEval (Gu et al. 2024), LiveCodeBench (Jain et al. 2024), HumanEval-Mul / MultiPL-E (Cassano et al. 2023),
  // DS-1000 (Lai et al. 2023), BigCodeBench (Zhuo et al. 2024)
  {
    where: 'header',
    names: /^(?:humaneval\+?|mbpp\+?|evalplus|cruxeval(?:-?[io])?(?:-?cot)?|livecodebench|lcb|humaneval-?mul|multipl-?e|ds-?1000|bigcodebench(?:-?(?:full|hard))?)$/,
    metric: 'pass@1',
  },
  // multimodal LLM suites (vision-language instruction tuning), each scored one way by its paper: MMBench (Liu et al.
  // 2023, CircularEval accuracy; also MMB, MM-Bench, -CN/-EN), SEED-Bench (Li et al. 2023, multiple-choice accuracy;
  // SEED-IMG its image part), ScienceQA (Lu et al. 2022, accuracy; SQA-IMG its image part), MMStar (Chen et al. 2024),
  // AI2D (Kembhavi et al. 2016), RealWorldQA (xAI 2024), HallusionBench (Guan et al. 2024, aAcc), MMMU-Pro (Yue et al.
  // 2024), ChartQA (Masry et al. 2022, relaxed accuracy), and the VQA sets printed short (VQAv2, T-VQA): accuracy
  {
    where: 'header',
    names: /^(?:mm-?b(?:ench)?(?:-?(?:cn|en|v1\.1|dev|test))*|seed(?:-?bench)?(?:-?(?:img|image|2|2-plus))?|seed\(-?img\)|s(?:cience)?-?qa(?:-?(?:img|i|image))?|mm-?star|ai2d|real-?world-?qa|hallusion-?bench|mmmu-?pro|chart-?qa|vqa-?v?2|t-?vqa|text-?vqa|ok-?vqa|gqa|vizwiz)$/,
    metric: 'accuracy',
  },
  // POPE (Li et al. 2023, "Evaluating Object Hallucination in Large Vision-Language Models"): LLaVA-1.5's table and
  // evaluation script (llava/eval/eval_pope.py prints F1 first) report the F1 score, averaged over its three splits
  { where: 'header', names: /^pope$/, metric: 'f1', note: "POPE's F1, averaged over its random, popular and adversarial splits" },
  // MME (Fu et al. 2023): a sum of per-subtask scores (accuracy + accuracy+, 0–200 each), out of 2000 for perception
  // (a bare "MME" column) and 800 for cognition
  { where: 'header', names: /^mme(?:-?(?:p|c|perception|cognition|sum))?$/, metric: 'mme-score', note: 'MME sums subtask scores: perception out of 2000, cognition out of 800' },
  // GPT-4-judged scores: MM-Vet (Yu et al. 2023, mean of GPT-4's 0–1 grades × 100), LLaVA-Bench (Liu et al. 2023,
  // score relative to GPT-4's answers × 100; -Wild, -COCO, -in-the-Wild)
  { where: 'header', names: /^(?:mm-?vet(?:-?v2)?|llava-?bench(?:-?(?:wild|coco|in-the-wild|itw))?|llava-?w)$/, metric: 'llm-judge-score', note: 'a GPT-4-judged score, 0–100' },
  // document VQA, average normalized Levenshtein similarity (Biten et al. 2019): DocVQA (Mathew et al. 2021),
  // InfographicVQA (Mathew et al. 2022)
  { where: 'header', names: /^(?:doc-?vqa|info-?vqa|infographic-?vqa)$/, metric: 'anls' },
  // instruction-following chat evaluations (instruction tuning, alignment): MT-Bench (Zheng et al. 2023) reports a GPT-4
  // judge's score from 1 to 10; AlpacaEval (Li et al. 2023; Dubois et al. 2024) and Arena-Hard-Auto (Li et al. 2024) the
  // win rate against a reference model's answers; IFEval (Zhou et al. 2023) the share of instructions followed (accuracy)
  { where: 'header', names: /^mt-?bench$/, metric: 'judge-score' },
  { where: 'header', names: /^(?:alpaca-?eval(?:-?(?:1|2)(?:\.0)?)?|arena-?hard(?:-?auto)?)$/, metric: 'win-rate' },
  { where: 'header', names: /^if-?eval$/, metric: 'accuracy' },
  // the Open LLM Leaderboard (Hugging Face, 2023) reports the mean accuracy over its suite (ARC, HellaSwag, MMLU,
  // TruthfulQA, WinoGrande, GSM8K): "OpenLLM (Avg.)", "Open LLM Leaderboard"
  { where: 'header', names: /^open-?llm(?:-?leaderboard)?(?:-?\(?(?:avg\.?|average)\)?)?$/, metric: 'accuracy' },
  ...FIELD_CONVENTIONS,
];
