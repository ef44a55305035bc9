/**
 * "Error" after a word naming a measured quantity (pure): "reconstruction error", "localization error", "pose
 * error", "angular error" are distances between an estimate and the truth (millimetres, pixels, degrees, a
 * forecast's units), never the classification error rate (the share of samples misclassified) that a bare
 * "Error" or "Test error" names. Such a phrase names no registry metric unless the registry lists it whole
 * (`angular-error`, `translation-error`, `rotation-error`).
 */
const MEASURED = /^(?:angular|angle|gaze|pose|position|positional|location|localization|localisation|reconstruction|reprojection|registration|alignment|translation|translational|rotation|rotational|orientation|heading|depth|distance|displacement|endpoint|end-point|trajectory|landmark|keypoint|joint|vertex|vertices|surface|normal|shape|geometric|geometry|regression|forecast|forecasting|prediction|approximation|quantization|quantisation|interpolation|extrapolation|estimation|tracking|fitting|calibration|timing|frequency|phase|velocity|speed|volume|area|length|height|width|size|scale|count|counting)$/i;

/** The error-rate words of a header or a sentence ("error", "err", "errors"). */
const ERROR_WORD = /^(?:errors?|err\.?)$/i;

/** Whether `word` followed by "error" names a measured quantity's error, not an error rate. */
export function measuredQuantity(word: string): boolean {
  return MEASURED.test(word.replace(/[.,;:]+$/, ''));
}

/** Whether a header "<words> error" ends in "error" after a measured quantity ("Mean reconstruction error"). */
export function measuredErrorHeader(header: string): boolean {
  const words = header.replace(/\s*[([][^()[\]]*[)\]]\s*$/, '').trim().split(/\s+/);
  return words.length >= 2 && ERROR_WORD.test(words.at(-1) as string) && measuredQuantity(words.at(-2) as string);
}
