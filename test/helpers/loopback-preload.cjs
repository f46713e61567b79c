// Preload (`node --require`) that forces every TCP listen() onto 127.0.0.1, for third-party
// servers that bind every interface (e.g. @modelcontextprotocol/server-everything). Tests must
// never expose a port beyond loopback. Unix-socket and handle listens pass through untouched.
/* global require */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const net = require('node:net');

const LOOPBACK = '127.0.0.1';
const originalListen = net.Server.prototype.listen;

function isPort(value) {
  return typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value));
}

net.Server.prototype.listen = function listenOnLoopback(...args) {
  const [first] = args;
  if (args.length === 0 || typeof first === 'function') {
    // listen([cb]): a random port on every interface.
    return originalListen.call(this, 0, LOOPBACK, ...args);
  }
  if (isPort(first)) {
    // listen(port[, host][, backlog][, cb]): drop a host argument if present, then pin ours.
    const rest = args.slice(1);
    if (typeof rest[0] === 'string' || rest[0] === null || rest[0] === undefined) rest.shift();
    return originalListen.call(this, Number(first), LOOPBACK, ...rest);
  }
  if (first !== null && typeof first === 'object' && first.path === undefined && first.handle === undefined && first.fd === undefined && !('_handle' in first)) {
    // listen({ port, host, … }[, cb])
    return originalListen.call(this, { ...first, host: LOOPBACK }, ...args.slice(1));
  }
  return originalListen.apply(this, args);
};
