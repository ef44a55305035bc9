/**
 * Word offsets of the headers the WebAssembly core (assembly/score-core.ts) returns: an encoded
 * set's, and the references' n-gram unions'. They mirror the constants H_* of that file; a wrong
 * offset makes every result differ, which test/metrics/core-engine.test.ts would see.
 */
export const SET = { S: 0, N: 1, tokOff: 2, tok: 3, refStart: 4, pred: 5, form: 6, gOff: 7, gId: 11, gCnt: 15, gramCount: 19, bagLen: 23 } as const;
export const UNIONS = { off: 0, ids: 4, df: 8, len: 12, bleu: 16 } as const;
/** i32 words per image of the Bleu statistics (UNIONS.bleu): testLen, refLen, guess[4], correct[4]. */
export const BLEU_WORDS = 10;
/**
 * i32 words per image of `meteor`: testLen, refLen, testFunc, refFunc, testContent[3],
 * testFunction[3], refContent[3], refFunction[3], chunks, matches.
 */
export const METEOR_WORDS = 18;
