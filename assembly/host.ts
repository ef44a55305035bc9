/**
 * What the WebAssembly core (assembly/score-core.ts) imports from JavaScript: Math.log and Math.pow
 * (so they round as V8 does) and the synsets of a token.
 */
@external('env', 'log') export declare function hostLog(x: f64): f64;
@external('env', 'pow') export declare function hostPow(x: f64, y: f64): f64;
/** Number of synset ids of token v (the host looks them up and keeps them). */
@external('env', 'synCount') export declare function synCount(v: i32): i32;
/** Writes token v's synset ids (sorted) at `at`. */
@external('env', 'synFill') export declare function synFill(v: i32, at: usize): void;
