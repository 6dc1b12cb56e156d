import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DoubleRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** A JSON body, or a form's fields. */
  body: Record<string, unknown>;
}

export interface DoubleAnswer {
  status?: number;
  json?: unknown;
  /** An HTML page (the gateway's own payment page). */
  text?: string;
  /** A redirect of the traveller's browser (with a 303). */
  location?: string;
}

/**
 * A gateway's API on loopback for the adapters' tests: `route` answers like the gateway's public
 * documentation says (../shared/payments.md), and the test may make it slow, failing, or talk
 * nonsense, as gateways do.
 */
export class DoubleServer {
  url = '';
  /** Answers wait this long (longer than PAYMENT_TIMEOUT_MS: a timeout). */
  delayMs = 0;
  /** The next this many calls are answered 503. */
  failures = 0;
  /** The next this many calls are answered with HTML where JSON was expected. */
  nonsense = 0;
  /** Every call, `METHOD /path`. */
  readonly calls: string[] = [];
  private readonly server: http.Server;

  constructor(route: (request: DoubleRequest) => DoubleAnswer | Promise<DoubleAnswer>) {
    this.server = http.createServer(async (req, res) => {
      const raw = await new Promise<string>((resolve) => {
        let data = '';
        req.on('data', (chunk) => {
          data += chunk;
        });
        req.on('end', () => resolve(data));
      });
      const url = new URL(req.url ?? '/', 'http://double');
      const type = req.headers['content-type'] ?? '';
      const body: Record<string, unknown> = type.includes('json')
        ? JSON.parse(raw || '{}')
        : Object.fromEntries(new URLSearchParams(raw || url.search));
      this.calls.push(`${req.method} ${url.pathname}`);
      if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
      let answer: DoubleAnswer;
      if (this.failures > 0) {
        this.failures--;
        answer = { status: 503, text: 'Service Unavailable' };
      } else if (this.nonsense > 0) {
        this.nonsense--;
        answer = { status: 200, text: '<html><body>Maintenance</body></html>' };
      } else answer = await route({ method: req.method ?? 'GET', path: url.pathname, headers: req.headers, body });
      if (answer.location) {
        res.writeHead(303, { location: answer.location });
        res.end();
        return;
      }
      const text = answer.text ?? JSON.stringify(answer.json);
      res.writeHead(answer.status ?? 200, {
        'content-type': answer.text === undefined ? 'application/json' : 'text/html; charset=utf-8',
      });
      // The client may have given up (a timeout): writing then is harmless.
      res.end(text);
    });
  }

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  close() {
    this.server.closeAllConnections();
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
