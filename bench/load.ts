/** Drives one request shape with autocannon and measures every response (autocannon's summary has no p95). */
import autocannon from 'autocannon';

export interface RequestShape {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /**
   * Each request from an address of its own (X-Forwarded-For; the bench server trusts it), for an
   * answer the server limits per address (a storefront form's submissions).
   */
  addressPerRequest?: boolean;
}

let addresses = 0;
/** The next address of the range set aside for benchmarks (RFC 2544, 198.18.0.0/15). */
const nextAddress = () => {
  addresses = (addresses + 1) % 131_072;
  return `198.${18 + (addresses >> 16)}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

export interface PhaseResult {
  connections: number;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  errors: number;
  /** Checkout only: orders placed, and what the check in the database found afterwards. */
  placed?: number;
  oversold?: number;
  lost?: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) : 0;

export function drive(
  baseUrl: string,
  shape: RequestShape,
  connections: number,
  seconds: number,
): Promise<PhaseResult> {
  const latencies: number[] = [];
  let failed = 0;
  return new Promise((resolve, reject) => {
    const tracker = autocannon(
      {
        url: `${baseUrl}${shape.path}`,
        method: shape.method,
        headers: shape.headers,
        ...(shape.body === undefined ? {} : { body: shape.body }),
        ...(shape.addressPerRequest
          ? {
              requests: [
                {
                  setupRequest: (request: autocannon.Request) => ({
                    ...request,
                    headers: { ...shape.headers, ...request.headers, 'x-forwarded-for': nextAddress() },
                  }),
                },
              ],
            }
          : {}),
        connections,
        duration: seconds,
        timeout: 10,
      },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        const errors = failed + result.errors + result.timeouts;
        resolve({
          connections,
          requests: latencies.length,
          requestsPerSecond: Math.round(latencies.length / seconds),
          p50: Math.round(percentile(latencies, 50) * 10) / 10,
          p95: Math.round(percentile(latencies, 95) * 10) / 10,
          errors,
        });
      },
    );
    tracker.on('response', (_client, statusCode: number, _bytes: number, responseTime: number) => {
      latencies.push(responseTime);
      if (statusCode >= 400) failed += 1;
    });
  });
}
