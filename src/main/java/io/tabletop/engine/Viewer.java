package io.tabletop.engine;

/** Who is looking: one seat, a spectator (public information only), or an auditor (everything). */
public sealed interface Viewer {

    record Seat(int seat) implements Viewer {}

    record Spectator() implements Viewer {}

    record Auditor() implements Viewer {}

    Spectator SPECTATOR = new Spectator();
    Auditor AUDITOR = new Auditor();

    static Viewer seat(int seat) {
        return new Seat(seat);
    }

    /** True when this viewer is the given seat or sees everything. */
    default boolean sees(int seat) {
        return this instanceof Auditor || (this instanceof Seat s && s.seat() == seat);
    }
}
