/**
 * The reference of bench/web: a bare Fastify server answering one small,
 * static HTML page (no script, no API), in its own process. Lighthouse scores
 * it in the same run as the app, so a figure of the app can be read against
 * what this machine gives a page that costs nothing.
 */
import Fastify from 'fastify';

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reference</title><meta name="description" content="A bare page: the bench's reference.">
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#111;background:#fff}h1{font-size:2rem}</style></head>
<body><main><h1>Hello, world</h1><p>A static page with no script: what Lighthouse gives a page that costs nothing on this machine.</p></main></body></html>`;

const app = Fastify({ logger: false });
app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ type: 'ready', url: `${address}/` });
process.on('disconnect', () => void app.close().then(() => process.exit(0)));
