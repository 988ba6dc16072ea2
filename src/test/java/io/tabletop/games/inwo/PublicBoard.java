package io.tabletop.games.inwo;

import io.tabletop.games.inwo.InwoView.CardView;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.Catalogue;
import io.tabletop.games.inwo.cards.Effect;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A public view read the way the rules file reads the table, for the random games' oracles: printed card data from
 * the catalogue (public), structures as the view shows them, and the lines the rules leave out of tokens and goals.
 * Nothing here asks the production rules what they would compute.
 */
record PublicBoard(InwoView view, Catalogue catalogue, int version) {

    CardDef def(String card) {
        return catalogue.card(card).orElseThrow();
    }

    List<CardView> structure(int seat) {
        return view.players().get(seat).structure();
    }

    static boolean illuminati(CardView c) {
        return c.master() == null && !c.resource();
    }

    /**
     * The cards the Devastation rules leave out of tokens and goals: a Devastated Place and, from rules version 3 (I2),
     * every Group below it at any depth (Resources are no Groups, so not those linked below it).
     */
    Set<String> devastatedLine(int seat) {
        Map<String, CardView> byUid = new HashMap<>();
        for (CardView c : structure(seat)) byUid.put(c.uid(), c);
        Set<String> out = new HashSet<>();
        for (CardView c : structure(seat)) {
            if (c.devastated()) {
                out.add(c.uid());
                continue;
            }
            if (c.resource() || version < 3) continue;
            for (CardView up = byUid.get(c.master()); up != null; up = byUid.get(up.master())) {
                if (up.devastated()) {
                    out.add(c.uid());
                    break;
                }
            }
        }
        return out;
    }

    /** Every card in play, by catalogue id: the structures, the New World Orders, the Plots linked to cards. */
    List<CardDef> inPlay() {
        List<CardDef> out = new ArrayList<>();
        for (InwoView.PlayerView p : view.players()) for (CardView c : p.structure()) out.add(def(c.card()));
        for (InwoView.NwoView n : view.nwo()) out.add(def(n.card()));
        for (var lp : view.linked()) out.add(def(lp.card()));
        return out;
    }

    /** Whether a card in play says that some Groups cannot act (a freeze, World Hunger): the oracles stay out then. */
    boolean someoneCannotAct() {
        return inPlay().stream().flatMap(d -> d.effects(Effect.Restriction.class).stream())
                .anyMatch(r -> r.on() == Effect.Restriction.On.CANNOT_ACT && r.who() != io.tabletop.games.inwo.cards.Scope.RIVAL);
    }
}
