/**
 * The performance benchmark of the packaged service. It is not a test: surefire never runs it (no class here is
 * named like a test), and the {@code bench} Maven profile runs it in the {@code verify} phase, after the service
 * has been packaged:
 *
 * <pre>
 *   ./mvnw -B -Pbench verify                                    # 20 s ceiling, warm-up until steady (<= 90 s), 60 s measured
 *   ./mvnw -B -Pbench verify -Dbench.duration=10 -Dbench.warmup=5 -Dbench.ceilingDuration=10   # smoke run
 * </pre>
 *
 * <p>What it does ({@link io.tabletop.bench.Benchmark}):
 * <ol>
 *   <li>starts a fresh embedded PostgreSQL 17 in {@code target/bench-pg} with {@link io.tabletop.boot.EmbeddedDatabase}
 *       (fsync, synchronous_commit and full_page_writes on; checked again before anything is measured);</li>
 *   <li>measures that database's commit ceiling ({@link io.tabletop.bench.CommitCeiling}): pgbench with a custom
 *       script of one single-row {@code INSERT} per transaction into a scratch table, 64 clients, 20 s; when pgbench
 *       cannot be found (PATH, then {@code /usr/lib/postgresql/*}{@code /bin}) or fails, 64 JDBC threads doing the
 *       same in autocommit, and the report says which;</li>
 *   <li>starts {@code target/quarkus-app/quarkus-run.jar} as a child process pointed at that database
 *       ({@code QUARKUS_DATASOURCE_JDBC_URL}/{@code _USERNAME}/{@code _PASSWORD}, HTTP on a free loopback port),
 *       output in {@code target/bench-service.log}, with a management port of its own, and waits for {@code /q/health/ready} there;</li>
 *   <li>runs 64 bots for a warm-up and then a measured window: by default SSE-driven ({@link io.tabletop.bench.PushPlayers}:
 *       every seat on its live stream with {@code include=state}, one POST per move, all bots on one Vert.x client
 *       ({@link io.tabletop.bench.VertxClient}: {@code bench.clientThreads} event loops, keep-alive pools)); with {@code -Dbench.mode=poll} the long-polling bots ({@link io.tabletop.bench.Bot},
 *       a thread each); with {@code -Dbench.activeGames=N} the scale run (16 games, then N, kept active by the
 *       runner; heap per cached game from {@link io.tabletop.bench.HeapProbe});</li>
 *   <li>stops the service and, when {@code node} is found, runs the peer ({@link io.tabletop.bench.PeerRun}:
 *       boardgame.io 0.50 with bgio-postgres, {@code src/bench/peer/}) on the same PostgreSQL under the same bot load;</li>
 *   <li>prints the report (with CPU per accepted move of the service and of PostgreSQL from /proc, requests per move,
 *       the 412 share, and the ratios to the peer) and writes it to {@code target/bench-report.txt};</li>
 *   <li>stops the service (SIGTERM, then SIGKILL after 30 s), the peer and the database, also on Ctrl-C (shutdown
 *       hook).</li>
 * </ol>
 *
 * <p><b>Bot model</b> (the long-polling bots; the SSE-driven ones find games the same way, see {@link
 * io.tabletop.bench.PushPlayers}). Each bot is one independent player: its own thread, one seat in one game at a time, its
 * own token and view, no knowledge of the other seats beyond what the API tells it. This is what real bots look
 * like, and it exercises what a per-game driver would hide: polling, reaction windows in which several seats are
 * awaited at once and race (412 Precondition Failed, then re-read), and the lobby. By default ({@code bench.lobby=quick})
 * a bot joins with one quick join ({@code POST /api/v1/seats}): the service seats it in the open game of its range and
 * options with the fewest free seats, or creates one (2 to 6 seats at random, MEDIA or UN at random), ordering
 * concurrent quick joins itself. With {@code bench.lobby=list} a bot lists open games and takes a seat in the one with
 * the fewest free seats; only when there is none does it create a game. The create decision is taken under a
 * runner-side lock ({@link io.tabletop.bench.Lobby}) so that 64 bots starting together do not create 64 games and
 * wait in them forever; at most one open game exists at any time. Turn loop: {@code GET /state} (with If-None-Match, so an unchanged game
 * is a 304) until the bot's seat is in {@code awaiting}; {@code GET /legal-moves}; {@code POST /moves} with
 * {@code If-Match} at the version the moves were listed at. The move is random; when PASS is allowed (a reaction
 * window) it is chosen with probability {@code bench.passBias} (2/3), as in the rules' random-game test, so that
 * games are varied and still end. After its own move or any change of version the bot reads again at once;
 * while nothing changes it backs off from {@code bench.pollMinMs} (5) to {@code bench.pollMaxMs} (50 ms).
 *
 * <p><b>Warm-up.</b> Until the service is steady ({@link io.tabletop.bench.Ramp}: the last three 5-s buckets of
 * moves/s within ±10 % of their mean, not climbing, the JIT at most 10 % of the service's CPU), at most
 * {@code bench.warmup} seconds (90 by default; past it the window starts anyway and the report says "never steady";
 * {@code -Dbench.steady=false}: a fixed warm-up of that length). On a 2-core machine the service's JIT (C2 compiling
 * while 64 bots keep both cores busy) takes a minute or more. The progress lines and the report's ramp (every 5 s
 * from the service's start: moves/s, POST p99, 412 share, the JIT's share) show how it went.
 *
 * <p><b>Measurement.</b> Latency is client-side wall time of each request, from just before
 * the client sends it to the last byte of the body, kept per bot and per kind (no locks) and merged at the end;
 * every sample is kept, percentiles are exact (nearest rank). A request counts only if it started and ended
 * inside the measured window. Moves/s counts only accepted moves (200). The report adds the service's own
 * server-side means from {@code /q/metrics}, CPU used by the service, postgres, the runner and everything else on
 * the machine (it is shared), and the service log's WARN/ERROR lines.
 *
 * <p>Settings ({@code -Dbench.*} on the Maven command line; defaults in the profile): {@code bots} (64),
 * {@code warmup} (90 s), {@code duration} (60 s), {@code minSeats}/{@code maxSeats} (2/6), {@code variant}
 * (mixed, MEDIA, UN), {@code reactionTimeout} (0 = none), {@code pollMinMs}/{@code pollMaxMs}, {@code passBias},
 * {@code pgbench} (path, or {@code jdbc} to force the fallback), {@code ceilingClients} (64),
 * {@code ceilingDuration} (20 s), {@code serviceJvm} (the deployment's: {@code -XX:+UseParallelGC -XX:-TieredCompilation -XX:CICompilerCount=2 -XX:CompileThresholdScaling=0.2}),
 * {@code serviceJvmArgs} (extra), {@code target.ceilingShare} (0.25),
 * {@code target.p99Ms} (50), {@code mode} (sse, poll), {@code clientThreads} (cores), {@code activeGames} (0),
 * {@code scaleBaseline} (16), {@code peer} (auto, off, only), {@code rounds} (1: ours then the peer, repeated), {@code node}, {@code npm}, {@code failOnMiss} (false: a missed target is reported, not a build failure; an
 * error, such as the service dying or no move accepted, always fails the build), {@code seed}.
 *
 * <p>{@link io.tabletop.bench.IdleStreams} is a second, separate runner (profile {@code bench-sse},
 * {@code ./mvnw -B -Pbench-sse verify}): what 1 000 idle live (SSE) streams cost one instance in heap, threads and
 * database connections; report in {@code target/bench-sse-report.txt}.
 */
package io.tabletop.bench;
