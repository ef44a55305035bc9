/**
 * The toolkit's jars run through Java (METEOR 1.5, SPICE 1.0): one module that scoreSet
 * (./index.ts) imports only when a jar is configured, so that a run without one does not load
 * child_process and readline.
 */
export { javaUnavailable } from './java.js';
export { runMeteorJar } from './meteor-jar.js';
export { runSpiceJar } from './spice-jar.js';
