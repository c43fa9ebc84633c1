import { createServer, type IncomingMessage, request, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';

/**
 * The reverse proxy of `npm run cluster`: HTTP and WebSocket upgrades spread round-robin over
 * the stikk processes; a process that refuses the connection (it died) is skipped for the next
 * one, so clients reconnecting after a failover land on a living process. In production a real
 * proxy does this job (compose.yaml uses nginx; docs/deploy.md).
 */
export function startProxy(upstreams: Array<{ host: string; port: number }>, port: number): Promise<Server> {
  let next = 0;
  const pick = () => upstreams[next++ % upstreams.length];
  const forwardedFor = (req: IncomingMessage) =>
    [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');

  const server = createServer((req, res) => {
    const attempt = (left: number) => {
      const up = pick();
      const out = request(
        {
          host: up.host,
          port: up.port,
          method: req.method,
          path: req.url,
          // A fresh connection each time: a pooled one to a process that died would fail late.
          agent: false,
          headers: { ...req.headers, 'x-forwarded-for': forwardedFor(req) },
        },
        (upRes) => {
          // Hop-by-hop headers are between the proxy and the process, not the client's.
          const { connection: _c, 'keep-alive': _k, ...headers } = upRes.headers;
          res.writeHead(upRes.statusCode ?? 502, headers);
          upRes.pipe(res);
        },
      );
      out.on('error', () => {
        // Only a refused connection is retried elsewhere: a request may have been half sent otherwise.
        if (left > 1 && !res.headersSent && req.readableEnded) attempt(left - 1);
        else if (!res.headersSent) res.writeHead(502).end('no stikk process answered');
        else res.destroy();
      });
      req.pipe(out);
    };
    attempt(upstreams.length);
  });

  server.on('upgrade', (req, client: Socket, head: Buffer) => {
    const attempt = (left: number) => {
      const up = pick();
      const upstream = connect(up.port, up.host);
      let connected = false;
      upstream.once('connect', () => {
        connected = true;
        const headers = { ...req.headers, 'x-forwarded-for': forwardedFor(req) };
        const lines = [`${req.method} ${req.url} HTTP/1.1`];
        for (const [k, v] of Object.entries(headers)) {
          for (const one of Array.isArray(v) ? v : [v]) if (one !== undefined) lines.push(`${k}: ${one}`);
        }
        upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
        if (head.length) upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
        upstream.on('error', () => client.destroy());
        client.on('error', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
        client.on('close', () => upstream.destroy());
      });
      upstream.once('error', () => {
        if (!connected && left > 1 && !client.destroyed) attempt(left - 1);
        else client.destroy();
      });
    };
    attempt(upstreams.length);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
