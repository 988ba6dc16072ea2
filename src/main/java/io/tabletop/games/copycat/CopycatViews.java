package io.tabletop.games.copycat;

import io.tabletop.engine.Viewer;
import java.util.ArrayList;
import java.util.List;

/** view: the one place that decides what each viewer may see of a Copycat game. */
final class CopycatViews {

    private CopycatViews() {}

    static CopycatView of(Catalogue cat, CopycatState s, Viewer v) {
        List<CopycatView.PlayerView> players = new ArrayList<>();
        boolean revealed = s.phase() != Phase.PLANNING;
        for (Player p : s.players()) {
            boolean own = v.sees(p.seat());
            players.add(new CopycatView.PlayerView(p.seat(), p.name(), p.set(), p.vp(), p.roundVp(), p.hand().size(),
                    own ? p.hand() : null, p.deck().size(), p.discard(), p.tempDiscard(), p.playArea(), p.kept().size(),
                    own ? p.kept() : null, p.trophies(), p.chosen(), own || revealed ? p.turnCard() : null,
                    p.available(), p.placed(), p.temps(), p.tokens(), p.out(), p.coins(), p.coinBase(), p.permits(),
                    p.pendingVp(), p.doubleCoins(), p.doubleTokens(), p.step()));
        }
        List<CopycatView.SlotView> street = new ArrayList<>();
        for (int i = 0; i < s.street().size(); i++) {
            String card = s.street().get(i);
            Integer price = null;
            if (card != null) {
                CardSpec spec = cat.card(card);
                if (spec.doctorate()) price = Street.surcharge(i + 1);
                else if (!spec.red()) price = spec.cost() + Street.surcharge(i + 1);
            }
            street.add(new CopycatView.SlotView(i + 1, card, price));
        }
        List<CopycatView.OfficeView> offices = new ArrayList<>();
        for (Office o : s.offices()) {
            OfficeSpec spec = cat.office(o.id());
            offices.add(new CopycatView.OfficeView(o.id(), spec.colour(), spec.effect().text(), o.tokens(), o.workers()));
        }
        Integer turn = s.phase() == Phase.ACTIONS || s.phase() == Phase.BUYING ? s.current() : null;
        return new CopycatView(cat.name(), s.round(), s.phase(), s.bus(), turn, s.pending(), players, street,
                s.actionDeck().size(), offices, s.officeStack().size(), s.removed(), s.winners(),
                s.turns(), s.turnLimit());
    }
}
