/** Names of the scoring protocols the project reproduces (the rules live in src/metrics/protocols.ts). */
export const PROTOCOL_NAMES = ['standard', 'no-change-substitution'] as const;
export type ProtocolName = (typeof PROTOCOL_NAMES)[number];

export function isProtocolName(x: string): x is ProtocolName {
  return (PROTOCOL_NAMES as readonly string[]).includes(x);
}
