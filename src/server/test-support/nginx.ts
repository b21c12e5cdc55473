import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Debian's nginx as a round-robin load balancer in front of test instances,
 * configured like deploy/nginx.conf (forwarded headers, unbuffered live
 * streams) but on plain http and a folder of its own.
 */

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export function nginxAvailable(): boolean {
  return spawnSync(NGINX, ['-v']).status === 0;
}

/** The response header naming the instance (host:port) that answered through the balancer. */
export const SERVED_BY_HEADER = 'x-served-by';

export interface RoundRobin {
  url: string;
  stop(): Promise<void>;
}

function config(dir: string, port: number, upstreams: string[]): string {
  return `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream site { ${upstreams.map((u) => `server ${u} max_fails=0;`).join(' ')} }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 32m;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    # Which instance answered (host:port), so a test can show that both took part.
    add_header X-Served-By $upstream_addr always;
    location = /api/events { proxy_pass http://site; proxy_buffering off; proxy_read_timeout 1h; }
    location / { proxy_pass http://site; }
  }
}
`;
}

/** Starts nginx on `port`, sending each request to the next of `upstreams` (host:port) in turn. */
export async function startRoundRobin(port: number, upstreams: string[]): Promise<RoundRobin> {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-nginx-'));
  // Started as root, nginx's workers run as an unprivileged user: they must reach the temporary
  // folders (nginx makes them theirs) where request bodies larger than a few KiB are buffered.
  chmodSync(dir, 0o755);
  writeFileSync(path.join(dir, 'nginx.conf'), config(dir, port, upstreams));
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
    // Any answer (even 502 from a down instance) means nginx listens.
    if (await fetch(`${url}/healthz`).then(() => true, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
