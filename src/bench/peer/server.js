'use strict';
// The peer server: boardgame.io 0.50 (Koa + socket.io) with its PostgreSQL adapter (bgio-postgres, Sequelize),
// playing game.js. Settings from the environment: PORT, DATABASE_URL, DB_POOL (connections, default 20).
// GET /bench/stats answers the moves this server process has accepted (counted in the moves' own code, which
// runs on the server only) and the matches it created, for the runner's measurement window.
const { Server, Origins } = require('boardgame.io/server');
const { PostgresStore } = require('bgio-postgres');
const { Coup } = require('./game');

const stats = { accepted: 0, created: 0 };
const counting = {
  ...Coup,
  moves: Object.fromEntries(Object.entries(Coup.moves).map(([name, m]) => [name, {
    ...m,
    move: (context, ...args) => {
      const r = m.move(context, ...args);
      if (r !== 'INVALID_MOVE') stats.accepted++;
      return r;
    },
  }])),
};

const db = new PostgresStore(process.env.DATABASE_URL, {
  logging: false,
  pool: { max: Number(process.env.DB_POOL || 20), min: 0, idle: 10000 },
});
const server = Server({ games: [counting], db, origins: [Origins.LOCALHOST, /.*/] });
server.router.get('/bench/stats', (ctx) => {
  ctx.body = { ...stats, pid: process.pid, memory: process.memoryUsage() };
});
server.router.post('/games/coup/create', async (ctx, next) => {
  stats.created++;
  await next();
});

const port = Number(process.env.PORT || 8000);
server.run(port).then(() => console.log(`[peer-server] listening on ${port} (pid ${process.pid})`));
process.on('SIGTERM', () => process.exit(0));
