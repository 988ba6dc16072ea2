package io.tabletop.games.inwo.cardrules;

import io.tabletop.engine.Rng;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.Sink;
import java.util.List;

/**
 * The Special cards ({@link io.tabletop.games.inwo.cards.Effect.Special}) that draw more cards for their player,
 * on a roll of two dice:
 * <ul>
 *   <li>Nephews of God: when its player draws in his turn's draw step, two dice are rolled for each Nephews of God
 *       he holds; on 6 or less he draws one more card of the kind he drew (no further roll for it).</li>
 *   <li>Flat Earthers: for its action on its player's main phase, two dice are rolled; when they total no more than
 *       the Places he controls, he draws that many Plots.</li>
 * </ul>
 */
public final class ExtraDraws {

    private ExtraDraws() {}

    public static final String NEPHEWS = "nephews-of-god";
    public static final String FLAT_EARTHERS = "flat-earthers";

    // ------------------------------------------------------------------ Nephews of God

    /** After {@code seat}'s draw step: two dice for each Nephews of God he holds; {@code again} draws one more on 6 or less. */
    public static void drawn(Sink e, Abilities a, int seat, Rng rng, Runnable again) {
        for (Placed c : e.state().player(seat).structure()) {
            if (!NEPHEWS.equals(c.card()) || a.def(NEPHEWS) == null) continue;
            int d1 = 1 + rng.nextInt(6);
            int d2 = 1 + rng.nextInt(6);
            e.emit(new InwoEvent.CardRolled(seat, c.uid(), c.card(), List.of(d1, d2), c.power(), c.alignments()));
            if (d1 + d2 <= 6) again.run();
        }
    }

    // ------------------------------------------------------------------ Flat Earthers

    /** Whether {@code uid} is {@code seat}'s Flat Earthers, able to use its action now (main phase checked by the caller). */
    public static boolean flatEarthers(Abilities a, InwoState s, int seat, String uid) {
        Placed g = uid == null ? null : s.player(seat).placed(uid);
        return g != null && FLAT_EARTHERS.equals(g.card()) && a.def(FLAT_EARTHERS) != null && g.tokens() > 0
                && !a.cannotAct(s, seat, g);
    }

    /** Flat Earthers' action: its token spent, two dice rolled; the Plots to draw (0 when the roll tops his Places). */
    public static int useFlatEarthers(Sink e, Abilities a, int seat, String uid, Rng rng) {
        Placed g = e.state().player(seat).placed(uid);
        e.emit(new InwoEvent.TokensSpent(seat, List.of(uid), "ABILITY"));
        int d1 = 1 + rng.nextInt(6);
        int d2 = 1 + rng.nextInt(6);
        e.emit(new InwoEvent.CardRolled(seat, uid, g.card(), List.of(d1, d2), g.power(), g.alignments()));
        int places = 0;
        for (Placed c : e.state().player(seat).structure()) {
            CardDef d = a.def(c.card());
            if (!c.resource() && d != null && d.groupClass() == io.tabletop.games.inwo.cards.GroupClass.PLACE) places++;
        }
        return d1 + d2 <= places ? d1 + d2 : 0;
    }
}
