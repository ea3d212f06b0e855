import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { nginxConfig } from "./nginx";

const NGINX = "/usr/sbin/nginx";
const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "og-nginx-test-"));
afterAll(() => fs.rmSync(prefix, { recursive: true, force: true }));

describe("nginxConfig", () => {
  const config = nginxConfig({ prefix, listenPort: 8088, upstreamPorts: [4001, 4002] });

  it("balances over every web process, never taking one out for being slow, and listens on loopback only", () => {
    expect(config).toContain("server 127.0.0.1:4001 ");
    expect(config).toContain("server 127.0.0.1:4002 ");
    expect(config.match(/max_fails=0;/g)).toHaveLength(2);
    expect(config).toContain("listen 127.0.0.1:8088;");
  });

  it("appends the client's address to X-Forwarded-For (what TRUSTED_PROXY_HOPS=1 counts)", () => {
    expect(config).toContain("proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;");
  });

  it("drops idle upstream connections before Node's keepAliveTimeout (5 s) does", () => {
    const seconds = Number(/keepalive_timeout (\d+)s;/.exec(config)?.[1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds * 1000).toBeLessThan(new http.Server().keepAliveTimeout);
  });

  it("keeps nginx in the foreground with its pid, log and temporary files in the prefix", () => {
    expect(config).toMatch(/^daemon off;/);
    expect(config).toContain(`pid ${path.join(prefix, "nginx.pid")};`);
    expect(config).toContain(`proxy_temp_path ${path.join(prefix, "proxy")};`);
  });

  it("refuses to make a configuration without a web process", () => {
    expect(() => nginxConfig({ prefix, listenPort: 8088, upstreamPorts: [] })).toThrow(/at least one upstream/);
  });

  it.skipIf(!fs.existsSync(NGINX))("is accepted by Debian's nginx (nginx -t)", () => {
    const file = path.join(prefix, "nginx.conf");
    fs.writeFileSync(file, config);
    const checked = spawnSync(NGINX, ["-t", "-p", prefix, "-c", file], { encoding: "utf8" });
    expect(checked.status, checked.stderr).toBe(0);
  });
});
