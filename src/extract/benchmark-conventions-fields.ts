/**
 * Benchmark conventions of fields added after the fifth held-out set (pure data, read by benchmark-conventions.ts):
 * face recognition, video action recognition, temporal action localization, skeleton-based action recognition,
 * optical flow, long-context and reward-model evaluation. Each entry names the source that fixes its metric; every use is a guess the draft marks for review.
 */

/** One benchmark (or family) and the metric it reports by convention; where its names count. */
export interface Convention {
  readonly where: 'text' | 'header';
  /** `text`: searched in the text; `header`: tested on the whole header, lower-case, spaces as hyphens. */
  readonly names: RegExp;
  readonly metric: string;
  /** The benchmark to report, when not the matched name itself. */
  readonly label?: (hit: string) => string;
  /** Names of 6+ letters and digits also recognised with one typo (`text` entries). */
  readonly typoNames?: readonly string[];
  /** Words in a table's caption, lead-in or section that say it reports another measure of the benchmark ("Regrets"). */
  readonly unless?: RegExp;
  /** What the convention's value is, for the review line, where the metric's name does not say it (a sum, a judge's score). */
  readonly note?: string;
  /**
   * A benchmark several tasks share (ActivityNet: temporal detection, captions, QA, recognition): the convention holds only
   * for a column whose header has the task's form (a temporal IoU threshold), never for a column headed otherwise.
   */
  readonly headers?: RegExp;
}

/** A temporal IoU threshold or their average heading a column: "IoU@0.5", "tIoU=0.75", "0.95", "IoU@Avg", "Avg.", "0.5:0.95". */
const TEMPORAL_IOU_HEADER = /^(?:t?-?iou\s*(?:@|=|>=|≥)?\s*)?(?:0?\.\d{1,2}|avg\.?|average|mean|0?\.\d{1,2}\s*[:-]\s*0?\.\d{1,2})$/i;

export const FIELD_CONVENTIONS: readonly Convention[] = [
  // ── a header that is the benchmark's name ──
  // face verification on image pairs, verification accuracy (%) under the LFW protocol (Huang et al. 2007, 10-fold
  // accuracy): LFW, CFP-FP / CFP-FF (Sengupta et al. 2016), AgeDB-30 (Moschoglou et al. 2017), CALFW (Zheng et al.
  // 2017), CPLFW (Zheng & Deng 2018), VGG2-FP; MegaFace (Kemelmacher-Shlizerman et al. 2016): rank-1 identification
  // accuracy with 1e6 distractors (ArcFace, Deng et al. 2019, Tables 4-8)
  { where: 'header', names: /^(?:lfw|cfp-?f[pf]|agedb(?:-?30)?|calfw|cplfw|vgg2-?fp|megaface(?:\(.*\))?)$/, metric: 'accuracy' },
  // template-based face verification, TAR at FAR=1e-4 (IJB-B, Whitelam et al. 2017; IJB-C, Maze et al. 2018; ArcFace
  // Table 9); InsightFace's multi-racial test set (ICCV21 masked-face recognition challenge, Deng et al. 2021; the
  // IFRT protocol: "TAR is measured on all-to-all 1:1 protocol, with FAR less than 1e-6"), `MR-ALL`
  { where: 'header', names: /^(?:ijb-?[bc](?:\(e\d\)|-?\d:\d)?|mr-?all|ifrt)$/, metric: 'tar-at-far' },
  // video action recognition, top-1 accuracy (%) by the datasets' leaderboards: Something-Something V1/V2 (Goyal et
  // al. 2017), Kinetics-400/600/700 (Kay et al. 2017), Diving48 (Li et al. 2018), UCF101 (Soomro et al. 2012),
  // HMDB51 (Kuehne et al. 2011); not in a table of video generation or prediction, where the same datasets report FVD
  // and IS (Unterthiner et al. 2018; Saito et al. 2017)
  {
    where: 'header',
    names: /^(?:ss-?v[12]|sth-?sth(?:-?v[12])?|something-?something(?:-?v[12])?|k-?(?:400|600|700)|kinetics-?(?:400|600|700)|diving-?48|ucf-?101|hmdb-?51)$/,
    metric: 'top1-acc',
    unless: /\bgenerat(?:e|es|ed|ion|ive)\b|\bsynthes(?:is|ize|ized|ise|ised)\b|\bvideo prediction\b|\bFVD\b|\bInception Score\b|\bFr[eé]chet\b/i,
  },
  // reward-model benchmarks heading the columns of a leaderboard ("RewardBench | RM-Bench | JudgeBench | RMB"): accuracy
  // of choosing the preferred response (sources below)
  { where: 'header', names: /^(?:reward-?bench(?:-?v?2(?:\.0)?)?|rm-?bench|judge-?bench|rmb)$/, metric: 'accuracy' },

  // human-object interaction benchmarks heading the columns of a leaderboard ("Method | Pub | HICO-DET | V-COCO"): HICO-DET
  // (Chao et al., WACV 2018) and HICO (Chao et al., ICCV 2015, image-level HOI recognition) report mAP (%) over the HOI
  // categories; V-COCO (Gupta & Malik 2015, "Visual Semantic Role Labeling") the role mAP, AP_role; HOI-COCO (Hou et al.,
  // CVPR 2021) and SWiG-HOI (Wang et al., ICCV 2021) HICO-DET's mAP
  { where: 'header', names: /^(?:hico(?:-?det)?|v-?coco|hoi-?coco|swig-?hoi)$/, metric: 'map' },

  // continuous-control environments of MuJoCo (Todorov et al. 2012) as OpenAI Gym / Gymnasium name them (Brockman et al.
  // 2016: Ant, HalfCheetah, Hopper, Walker2d, Humanoid, Swimmer, Reacher, InvertedPendulum …, with a version suffix):
  // RL benchmark tables report the average undiscounted episodic return per environment (Fujimoto et al. 2018, TD3,
  // Table 1; Haarnoja et al. 2018, SAC, Fig. 1; Spinning Up's benchmarks); not a table of success rates or of speed
  {
    where: 'header',
    names: /^(?:ant|half-?cheetah|hopper|walker-?2d|humanoid(?:-?standup)?|swimmer|reacher|pusher|inverted-?(?:double-?)?pendulum)(?:-?v[1-5])?$/,
    metric: 'return',
    unless: /\bsuccess\s+rates?\b|\bsteps?\s+per\s+second\b|\bFPS\b|\bwall[-\s]?clock\b|\btraining\s+time\b/i,
    note: 'the average episodic return, MuJoCo\'s convention',
  },

  // Atari 2600 games as the Arcade Learning Environment names them through Gym / Gymnasium (Bellemare et al. 2013; Brockman
  // et al. 2016: "PongNoFrameskip-v4", "BreakoutDeterministic-v4", "ALE/Pong-v5"): a game's column or row reports the
  // agent's episodic score, its return (Mnih et al. 2015, DQN, Table 2; Dopamine's and Tianshou's benchmark tables)
  {
    where: 'header',
    names: /^(?:ale\/)?[a-z][a-z0-9]*?(?:noframeskip|deterministic)-v[0-5]$|^ale\/[a-z][a-z0-9]*-v5$/,
    metric: 'return',
    unless: /\bsuccess\s+rates?\b|\bsteps?\s+per\s+second\b|\bFPS\b|\bwall[-\s]?clock\b|\btraining\s+time\b/i,
    note: 'the episodic score, the Arcade Learning Environment\'s convention',
  },

  // ── named anywhere (header, caption, lead-in, section) ──
  // temporal action localization: mAP at temporal IoU thresholds ("IoU@0.5", "tIoU=0.5", "Avg"), the THUMOS14
  // (Idrees et al. 2017) and ActivityNet (Caba Heilbron et al. 2015) detection convention
  { where: 'text', names: /\btemporal\s+action\s+(?:localization|localisation|detection)\b|\bthumos-?(?:14|'14)?\b/i, metric: 'map' },
  // the same convention on the temporal-detection benchmarks whose names other tasks share or that print only IoU
  // thresholds: ActivityNet v1.2 / v1.3 (Caba Heilbron et al. 2015; the detection task's mAP at tIoU 0.5, 0.75, 0.95
  // and their average over 0.5:0.05:0.95), HACS Segments (Zhao et al. 2019), FineAction (Liu et al. 2022),
  // MultiTHUMOS (Yeung et al. 2018): only for columns headed by a temporal IoU threshold (ActivityNet Captions, -QA,
  // its recognition top-1 are other tasks)
  {
    where: 'text',
    names: /\b(?:activitynet(?:[-\s]?v?1\.[23])?|anet(?:[-\s]?v?1\.[23])|hacs(?:[-\s]segments)?|fineaction|multi-?thumos)\b/i,
    metric: 'map',
    headers: TEMPORAL_IOU_HEADER,
  },
  // skeleton-based action recognition: top-1 accuracy (%) under the cross-subject / cross-view protocols of NTU RGB+D
  // (Shahroudy et al. 2016, "NTU RGB+D: A Large Scale Dataset for 3D Human Activity Analysis", Sec. 3) and the
  // cross-subject / cross-setup protocols of NTU RGB+D 120 (Liu et al. 2019, TPAMI, Sec. 4); Northwestern-UCLA (Wang
  // et al. 2014) reports the same cross-view accuracy. Leaderboards print only "Cross-Subject | Cross-View" (or
  // "X-Sub | X-View"); not where the text names pose estimation or generation, which report other measures
  {
    where: 'text',
    names: /\bNTU[-\s]?RGB\s*\+\s*D(?:[-\s]?(?:60|120))?|\bNTU[-\s]?(?:60|120)\b|\bN-?UCLA\b|\bNorthwestern[-\s]UCLA\b/i,
    metric: 'top1-acc',
    unless: /\bpose\s+estimation\b|\bgenerat(?:e|es|ed|ion|ive)\b|\bMPJPE\b|\bFID\b/i,
  },
  // optical flow on MPI Sintel (Butler et al. 2012, "A Naturalistic Open Source Movie for Optical Flow Evaluation",
  // Sec. 5: the benchmark ranks by average end-point error, EPE), Clean and Final passes: a column "Sintel Clean
  // (training)" with no metric reports EPE; not in depth or disparity tables on the same renders, nor image synthesis
  {
    where: 'text',
    names: /\b(?:MPI[-\s]?)?Sintel\b/i,
    metric: 'epe',
    unless: /\bdepth\b|\bdisparit(?:y|ies)\b|\bgenerat(?:e|es|ed|ion|ive)\b|\bFID\b|\bPSNR\b/i,
  },
  // RULER (Hsieh et al. 2024, "RULER: What's the Real Context Size of Your Long-Context Language Models?"): the
  // score is the accuracy (%) averaged over its 13 synthetic tasks, per context length
  { where: 'text', names: /\bRULER\b/, metric: 'accuracy' },
  // reward-model benchmarks, accuracy of choosing the preferred response: RewardBench (Lambert et al. 2024),
  // RM-Bench (Liu et al. 2024), JudgeBench (Tan et al. 2024), RMB (Zhou et al. 2024, pairwise and Best-of-N accuracy)
  { where: 'text', names: /\b(?:reward-?bench(?:\s*(?:v?2|2\.0))?|rm-?bench|judge-?bench)\b/i, metric: 'accuracy', typoNames: ['RewardBench', 'JudgeBench'] },
  // (RMB in capitals only: "rmb" is also the renminbi)
  { where: 'text', names: /\bRMB\b/, metric: 'accuracy' },
];
