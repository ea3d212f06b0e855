// Debian's nginx in front of the web processes for `npm run prove` (docs/reliability.md): a generated
// configuration in a temporary prefix, run as a child in the foreground (never the system service).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** How long nginx waits for a web process's answer; the proofs' clients wait as long before counting an error. */
export const PROXY_READ_TIMEOUT_S = 60;

/**
 * How long nginx keeps an idle connection to a web process: under Node's keepAliveTimeout (5 s), or nginx
 * reuses a connection Node is closing and the request fails with "connection reset by peer" (the second
 * full load run's 502s).
 */
const UPSTREAM_KEEPALIVE_S = 4;

export interface NginxConfigOptions {
  /** The folder nginx runs in (-p): its pid file, logs and temporary files go here. */
  prefix: string;
  listenPort: number;
  /** Ports of the web processes on 127.0.0.1, balanced round-robin. */
  upstreamPorts: number[];
}

/**
 * The configuration: one worker, keep-alive to the upstreams, and X-Forwarded-For with the client's
 * address appended (the web processes count it with TRUSTED_PROXY_HOPS=1). A request that a web process
 * refuses or fails is tried on the other (proxy_next_upstream), for idempotent requests only.
 */
export function nginxConfig({ prefix, listenPort, upstreamPorts }: NginxConfigOptions): string {
  if (upstreamPorts.length === 0) throw new Error("nginxConfig: at least one upstream port is needed");
  // max_fails=0: a slow answer never takes a web process out of rotation (with both out, nginx answers
  // 502 at once); a dead one refuses the connection and the request goes to the other.
  const servers = upstreamPorts.map((port) => `    server 127.0.0.1:${port} max_fails=0;`).join("\n");
  return `daemon off;
worker_processes 1;
pid ${path.join(prefix, "nginx.pid")};
error_log ${path.join(prefix, "error.log")} warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${path.join(prefix, "client_body")};
  proxy_temp_path ${path.join(prefix, "proxy")};
  fastcgi_temp_path ${path.join(prefix, "fastcgi")};
  uwsgi_temp_path ${path.join(prefix, "uwsgi")};
  scgi_temp_path ${path.join(prefix, "scgi")};
  upstream openground {
${servers}
    keepalive 64;
    keepalive_timeout ${UPSTREAM_KEEPALIVE_S}s;
  }
  server {
    listen 127.0.0.1:${listenPort};
    client_max_body_size 2m;
    location / {
      proxy_pass http://openground;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
      proxy_read_timeout ${PROXY_READ_TIMEOUT_S}s;
    }
  }
}
`;
}

/** Debian's nginx binary; installed with apt-get when missing (the prove scripts say so first). */
function findNginx(): string {
  const binary = "/usr/sbin/nginx";
  if (fs.existsSync(binary)) return binary;
  console.log("nginx is not installed: apt-get install -y nginx (the package only; this script runs its own instance)");
  const installed = spawnSync("apt-get", ["install", "-y", "nginx"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  if (installed.status !== 0 || !fs.existsSync(binary)) throw new Error("could not install nginx; install Debian's nginx package and run again");
  return binary;
}

/** nginx in the foreground with the generated configuration; resolves once it accepts connections. */
export async function startNginx(options: NginxConfigOptions): Promise<ChildProcess> {
  const binary = findNginx();
  // Its workers run as nobody: they must be able to enter the prefix (the master makes the temp folders).
  fs.chmodSync(options.prefix, 0o755);
  const configFile = path.join(options.prefix, "nginx.conf");
  fs.writeFileSync(configFile, nginxConfig(options));
  const checked = spawnSync(binary, ["-t", "-q", "-p", options.prefix, "-c", configFile], { encoding: "utf8" });
  if (checked.status !== 0) throw new Error(`nginx rejected the generated configuration:\n${checked.stderr}`);
  const child = spawn(binary, ["-p", options.prefix, "-c", configFile], { stdio: ["ignore", "ignore", "inherit"] });
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await fetch(`http://127.0.0.1:${options.listenPort}/`, { method: "HEAD", signal: AbortSignal.timeout(2_000) });
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill();
  throw new Error(`nginx did not listen on port ${options.listenPort}; see ${path.join(options.prefix, "error.log")}`);
}
