/**
 * Headers of training settings (pure): a schedule, a learning rate, an input or crop size, a batch size, a number of
 * epochs, steps or warm-up iterations, a data scale. The one list the readers use: a numeric column under such a
 * header before the metric columns is each row's setting, not a value, and a first column under it holds settings,
 * not method names (label-columns.ts); beside a mean over classes it is no class (metric-lookup.ts `partOfMean`:
 * "Lr schd" = 1x beside mAP is not one more class's AP); marked with an arrow it declares no metric of the
 * document's own (local-metric.ts).
 */
const TRAINING_SETTING = new RegExp(
  '^(?:' +
    [
      // schedules: "Lr schd" 1x, "Sched.", "Training schedule"
      String.raw`(?:lr\.?\s*)?(?:schd|sched\.?|schedules?)`,
      String.raw`training\s+schedule`,
      // optimiser settings
      String.raw`lr|learning[ -]rate`,
      String.raw`batch(?:\s*size)?`,
      String.raw`warm-?\s*up(?:\s+(?:epochs?|steps?|iters?|iterations))?`,
      // how long: "Epochs" 12, "Iters" 90k
      String.raw`epochs?|iters?|iterations|steps?`,
      // the input: "imgsz" 1600, "Input size" 1024, "Crop size", "Window size", "Res."
      String.raw`imgsz|img\s*sz|img\.?\s*size|image\s+size`,
      String.raw`input(?:\s+(?:size|res\.?|resolution))?|res\.?|resolution`,
      String.raw`window(?:\s+size)?|crop(?:\s+size)?`,
      // the data's scale: "#Datasets" 32, "#Inst." 4.5M
      String.raw`#\s*(?:datasets|inst\.?|instances|images|videos|samples)`,
    ].join('|') +
    ')$',
  'i',
);

/** A script's identifier: words joined by underscores ("atk_train_epochs", "fine-tuning_epochs", "train_batch_size"). */
const CODE_NAME = /^[A-Za-z][\w-]*_[\w-]+$/;

/**
 * A header naming a training setting ("Lr schd", "Epochs", "Batch size", "Warmup", "Crop size"), or a script's identifier
 * ending in one ("atk_train_epochs", "train_batch_size"): never a metric "epochs" qualified by "atk train".
 */
export const isTrainingSetting = (header: string): boolean => {
  const h = header.trim();
  if (TRAINING_SETTING.test(h)) return true;
  if (!CODE_NAME.test(h)) return false;
  const parts = h.split(/[_-]+/).filter(Boolean);
  // ("batch_size", "learning_rate", "warmup_steps": the whole identifier is a setting's name written with underscores)
  return TRAINING_SETTING.test(parts.at(-1) ?? '') || TRAINING_SETTING.test(parts.slice(-2).join(' '));
};
