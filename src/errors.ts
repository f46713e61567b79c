/** A failure the user must fix; its message is one paragraph naming the key, file or server. Exit code 2. */
export class UserError extends Error {
  constructor(
    readonly code: 'config' | 'connect' | 'timeout' | 'server-died' | 'baseline' | 'usage' | 'io',
    message: string,
  ) {
    super(message);
    this.name = 'UserError';
  }
}
