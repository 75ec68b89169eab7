#!/usr/bin/env node
// A small static file server for a built folder (the static Storybook in its docs test):
//   node scripts/serve-static.mjs <folder> <port>
// Serves files only from inside the folder, on 127.0.0.1, with the right content types.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const [folder = 'storybook-static', port = '6007'] = process.argv.slice(2);
const rootDir = path.resolve(folder);

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const server = createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  let file = path.join(rootDir, decodeURIComponent(pathname));
  if (!file.startsWith(rootDir)) {
    response.writeHead(403).end();
    return;
  }
  try {
    if (statSync(file).isDirectory()) file = path.join(file, 'index.html');
    const size = statSync(file).size;
    response.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'content-length': size,
    });
    createReadStream(file).pipe(response);
  } catch {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  }
});

server.listen(Number(port), '127.0.0.1', () => {
  console.log(`serving ${rootDir} on http://127.0.0.1:${port}`);
});
