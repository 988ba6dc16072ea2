package io.tabletop.bench;

import java.util.concurrent.locks.ReentrantLock;

/**
 * The bots' one piece of shared client-side coordination: the decision to <em>create</em> a game is taken under
 * this lock, after a fresh listing of open games showed none with a free seat. Joining needs no lock (a lost race
 * is a 409, and the bot looks again). Without it, 64 bots starting together would each see no open game, each
 * create one and each wait forever in a game nobody else joins (the API has no way to leave a seat). With it,
 * at most one open game with free seats exists at any time, so waiting bots are always few.
 */
final class Lobby {

    final ReentrantLock createLock = new ReentrantLock();
}
