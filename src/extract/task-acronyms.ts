/**
 * Acronyms the registry reads as a metric that also name a task of another field (pure). "ASR" is the attack
 * success rate of adversarial attacks and jailbreaks, and automatic speech recognition in speech ("5.1 ASR result
 * comparison" over LibriSpeech and AISHELL rows); "SR" is a success rate, and super-resolution in image restoration.
 * Where the text around a table names the metric only by the acronym (never spelled out) and the table's
 * surroundings or labels speak of the task's field, the acronym names the task: it gives the table no metric.
 */
export interface TaskAcronym {
  /** The acronym as printed (a whole word, capitals). */
  readonly acronym: RegExp;
  /** The registry metric the acronym is an alias of. */
  readonly metric: string;
  /** The metric spelled out: where the text prints it, the acronym is the metric. */
  readonly spelled: RegExp;
  /** The task the acronym also names. */
  readonly task: string;
  /** Words of the task's field: its data sets, its models, its metrics. */
  readonly field: RegExp;
  /** Words of the metric's own field: where the surroundings print them, the acronym is the metric after all. */
  readonly metricField: RegExp;
}

export const TASK_ACRONYMS: readonly TaskAcronym[] = [
  {
    acronym: /(?<![A-Za-z-])ASR(?![A-Za-z-])/,
    metric: 'attack-success-rate',
    spelled: /\battack[- ]success[- ]rates?\b/i,
    task: 'automatic speech recognition',
    // speech corpora (LibriSpeech, AISHELL, WenetSpeech, Common Voice, Switchboard, TED-LIUM, GigaSpeech, FLEURS),
    // speech models (Whisper, wav2vec, HuBERT, Conformer, Paraformer) and the error rates of transcripts
    field: /\b(?:speech|spoken|audio|voice|acoustic|transcri\w*|whisper|wav2vec\S*|hubert|conformer|paraformer|libri-?speech|aishell\S*|wenet\S*|common[- ]?voice|switchboard|ted-?lium\S*|gigaspeech|fleurs|WER|CER|word error rates?|character error rates?)\b/i,
    // an attack on a speech model reports its attack success rate
    metricField: /\b(?:attacks?|attacked|attacker|jailbreak\w*|adversarial|harmful|red[- ]team\w*|AdvBench|HarmBench|defen[cs]es?)\b/i,
  },
  {
    acronym: /(?<![A-Za-z-])SR(?![A-Za-z-])/,
    metric: 'success-rate',
    spelled: /\bsuccess rates?\b/i,
    task: 'super-resolution',
    // its benchmarks (Set5, Set14, BSD100, Urban100, Manga109, DIV2K), its metrics and its scale factors (×4)
    field: /\b(?:super[- ]?resolution|upscal\w*|Set5|Set14|B100|BSD100|Urban100|Manga109|DIV2K|PSNR|SSIM)\b|[×x][2348]\b/i,
    // a robot, an agent or a navigation episode succeeds
    metricField: /\b(?:robots?|agents?|episodes?|navigation|manipulation|grasp\w*|tasks? success|SPL)\b/i,
  },
];

/**
 * The metrics `ids` named by `text` (a caption, a lead-in line, a heading), less those named there only by an
 * acronym that names a task of the field `surroundings` speak of (the table's text and labels).
 */
export function withoutTaskAcronyms(ids: readonly string[], text: string, surroundings: string): string[] {
  return ids.filter((id) => {
    const task = TASK_ACRONYMS.find((t) => t.metric === id);
    if (!task || !task.acronym.test(text) || task.spelled.test(text)) return true;
    return !task.field.test(surroundings) || task.metricField.test(surroundings);
  });
}
