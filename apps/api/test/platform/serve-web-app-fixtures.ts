import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app';

/*
 * A stand-in web build in a folder of its own, served by a test app of its
 * own: the tests are about how the server serves a build, not the build. A
 * file calls useStandInBuild() once at its top; it may change the build's
 * files, which no other file sees.
 */
export let ctx: TestContext;
export let webDist: string;
let tmp: string;

export function useStandInBuild() {
  beforeAll(async () => {
    // A stand-in build: the test is about how the server serves a build, not the build.
    // Under folders named assets and images, as a deploy might put it: how a
    // file is cached depends on the folder inside the build only.
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'waka-web-dist-'));
    webDist = path.join(tmp, 'assets', 'images', 'dist');
    await fs.mkdir(path.join(webDist, 'assets'), { recursive: true });
    await fs.writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>Waka</title><div id="root"></div>',
    );
    await fs.writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("waka")');
    await fs.mkdir(path.join(webDist, 'images', 'hero'), { recursive: true });
    await fs.writeFile(path.join(webDist, 'images', 'hero', 'hero-1.webp'), 'RIFF');
    await fs.writeFile(path.join(webDist, 'robots.txt'), 'User-agent: *');
    ctx = await createTestApp({ webDist });
  });
  afterAll(() => fs.rm(tmp, { recursive: true, force: true }));
}
