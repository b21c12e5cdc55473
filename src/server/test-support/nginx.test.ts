import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { nginxAvailable, startRoundRobin } from './nginx.js';

/** The load balancer of the fleet setup: requests alternate between instances, client addresses are forwarded. */
describe.runIf(nginxAvailable())('nginx round-robin (deploy/nginx.conf in a test folder)', () => {
  it('alternates between two instances and forwards the client address', async () => {
    const servers = ['a', 'b'].map((name) =>
      http.createServer((request, response) => response.end(JSON.stringify({ name, forwardedFor: request.headers['x-forwarded-for'] }))),
    );
    await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))));
    const upstreams = servers.map((server) => `127.0.0.1:${(server.address() as AddressInfo).port}`);
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const balancer = await startRoundRobin(port, upstreams);
    try {
      const answers = [];
      for (let i = 0; i < 4; i += 1) answers.push((await (await fetch(`${balancer.url}/x`)).json()) as { name: string; forwardedFor: string });
      expect(answers.map((a) => a.name).sort()).toEqual(['a', 'a', 'b', 'b']);
      expect(answers[0]!.name).not.toBe(answers[1]!.name);
      expect(answers.every((a) => a.forwardedFor === '127.0.0.1')).toBe(true);
    } finally {
      await balancer.stop();
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    }
  });
});

if (!nginxAvailable()) {
  console.warn('Skipping the nginx round-robin test: nginx is not installed (apt-get install nginx, or set NGINX_PATH).');
}
