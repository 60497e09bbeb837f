/** The part of autocannon (no bundled types) that the tracking benchmark uses. */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Request {
    path?: string;
    setupRequest?: (request: Request) => Request;
  }
  interface Options {
    url: string;
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
    /** Stop after this many requests, all of them answered (instead of after `duration`). */
    amount?: number;
    requests?: Request[];
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    non2xx: number;
    '2xx': number;
    '3xx': number;
    /** Seconds the run took. */
    duration: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
