import { TextDecoder, TextEncoder } from 'node:util';

// jsdom does not provide these; react-router 7 and pg need them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
