import { clearImmediate, setImmediate } from 'node:timers';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom does not provide these; react-router 7 and pg need them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
// Nor node's setImmediate, which the server's job runner and background work use when a client test (jsdom) runs
// the real server in the same process.
if (typeof globalThis.setImmediate !== 'function') Object.assign(globalThis, { setImmediate, clearImmediate });
