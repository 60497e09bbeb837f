// The yardstick of /click: a bare Node http server answering every request with a 302, as a click is answered.
// Usage: node bare-redirect-server.mjs PORT
import http from 'node:http';

const LOCATION = 'https://shop.example/landing?click_id=01a217e57d6b04f3c310275c9aa67faa&aff_id=3&sub1=bench';

const server = http.createServer((_request, response) => {
  response.writeHead(302, { location: LOCATION, 'cache-control': 'no-store' });
  response.end();
});
server.listen(Number(process.argv[2]), '127.0.0.1', () => process.send?.('listening'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
