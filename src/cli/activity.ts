/**
 * What the CLI is doing right now, in words, for the message of a crash (src/bin.ts): the
 * collector's progress line while it talks to the server, then the judging and the report.
 */
let current = 'starting up';

/** `undefined`: the collector is done; what follows is judging and rendering. */
export function setActivity(what: string | undefined): void {
  current = what ?? 'judging the evidence and writing the report';
}

export function activity(): string {
  return current;
}
