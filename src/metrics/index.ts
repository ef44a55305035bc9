/**
 * Caption metrics identical to the COCO caption toolkit (pycocoevalcap): PTB tokenisation and
 * punctuation removal, Bleu_1..4, ROUGE_L, CIDEr(-D), the METEOR~ approximation, bootstrap
 * intervals and a paired bootstrap test. Pure: no file system, no processes.
 */
export type {
  CaptionSet,
  ScoreOptions,
  ScoreResult,
  MetricValues,
  Unavailable,
  ExternalMeteorResult,
  ExternalSpiceResult,
} from './types.js';
export { scoreCaptions, scoreCaptionsWith, pairedBootstrap } from './score.js';
export { meteorEncoded } from './meteor-encoded.js';
export type { MeteorInput } from './meteor-encoded.js';
export { lexicon } from './meteor.js';
export type { MeteorStats } from './meteor.js';
export type { EncodedSet } from './encode.js';
export type { PairedOptions } from './score.js';
export type { PairedResult, PairedMetric } from './bootstrap.js';
export { parseReferences, parsePredictions, alignSets } from './inputs.js';
export type { Dropped } from './inputs.js';
export { cocoTokenize, cocoTokenizeAll, cocoTokens, ptbTokenize } from './tokenizer.js';
export { tokenizeAll } from './prepared.js';
export { parseWordNet } from './wordnet.js';
export type { Synonyms, PartOfSpeech } from './wordnet.js';
export { PROTOCOL_NAMES, PROTOCOL_DESCRIPTIONS, NO_CHANGE_PHRASES, isProtocolName, isNoChangePair, applyProtocol, restrict } from './protocols.js';
export type { ProtocolName, ProtocolApplied } from './protocols.js';
export { protocolEffect } from './protocol-effect.js';
export type { ProtocolEffect, ProtocolSubsetEffect } from './protocol-effect.js';
