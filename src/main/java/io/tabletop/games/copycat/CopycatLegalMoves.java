package io.tabletop.games.copycat;

import io.tabletop.games.copycat.CopycatCommand.*;
import java.util.ArrayList;
import java.util.List;

/** Every complete command a seat may send now; the random-game tests keep it equal to what decide accepts. */
final class CopycatLegalMoves {

    private CopycatLegalMoves() {}

    static List<CopycatCommand> of(Catalogue cat, CopycatDecider rules, CopycatState s, int seat) {
        List<CopycatCommand> out = new ArrayList<>();
        if (s.finished() || !s.validSeat(seat)) return out;
        Player p = s.player(seat);
        if (s.phase() == Phase.PLANNING) {
            if (!p.chosen()) p.hand().forEach(c -> out.add(new ChooseTurnCard(c)));
            return out;
        }
        if (s.current() != seat) return out;
        Pending top = s.top();
        if (top != null) {
            answers(cat, rules, s, p, top, out);
            return out;
        }
        if (s.phase() == Phase.ACTIONS) {
            for (String c : p.hand()) if (rules.playableInActions(cat.card(c))) out.add(new PlayCard(c));
            if (!s.turnPlaced() && p.available() > 0) {
                for (Office o : s.offices()) if (o.workers().isEmpty()) out.add(new PlaceWorker(o.id()));
            }
            allocationOffices(cat, rules, s, p, Phase.ACTIONS, out);
            out.add(new Pass());
            return out;
        }
        switch (p.step()) {
            case BEFORE_LAYOUT -> {
                for (Office o : s.offices()) {
                    Worker w = o.workerOf(seat);
                    if (w != null && w.uses() == 0 && cat.office(o.id()).effect() instanceof Effect.TrashForCoins
                            && !p.hand().isEmpty()) {
                        out.add(new UseOffice(o.id()));
                    }
                }
                for (String c : p.hand()) if (cat.card(c).effect() instanceof Effect.KeepCards) out.add(new PlayCard(c));
                out.add(new LayOut());
            }
            case LAID_OUT -> {
                for (PlayedCard pc : p.playArea()) {
                    if (pc.uses() != 0) continue;
                    Effect e = cat.card(pc.card()).effect();
                    if (e instanceof Effect.Choice) {
                        out.add(new Choose(pc.card(), Option.COINS));
                        out.add(new Choose(pc.card(), Option.VP));
                    } else if ((e instanceof Effect.ReuseWorker || e instanceof Effect.CopyCard)
                            && rules.hasTarget(s, seat, pc.card(), e, null, Phase.BUYING)) {
                        out.add(new Activate(pc.card()));
                    }
                }
                allocationOffices(cat, rules, s, p, Phase.BUYING, out);
                out.add(new StartBuying());
            }
            case BUYING -> {
                if (p.permits() > 0) {
                    for (int slot = 1; slot <= CopycatState.STREET; slot++) {
                        String card = s.street().get(slot - 1);
                        if (card == null) continue;
                        CardSpec spec = cat.card(card);
                        if (spec.doctorate()) {
                            // as decide: X from 1 to what the purse allows beyond the surcharge, within X's range
                            int most = Math.min(CopycatCommand.MAX_DOCTORATE_VP, p.coins() - Street.surcharge(slot));
                            for (int x = 1; x <= most; x++) out.add(new BuyDoctorate(slot, x));
                        } else if (!spec.red() && spec.cost() + Street.surcharge(slot) <= p.coins()) {
                            out.add(new Buy(slot));
                        }
                    }
                }
                for (Office o : s.offices()) {
                    Worker w = o.workerOf(seat);
                    if (w != null && w.uses() == 0 && cat.office(o.id()).effect() instanceof Effect.SpecialBuy) {
                        out.add(new UseOffice(o.id()));
                    }
                }
                out.add(new EndTurn());
            }
            case DONE -> { }
        }
        return out;
    }

    private static void allocationOffices(Catalogue cat, CopycatDecider rules, CopycatState s, Player p, Phase phase,
                                          List<CopycatCommand> out) {
        if (rules.cardTargets(s, p.seat(), null, phase).isEmpty()) return;
        for (Office o : s.offices()) {
            Worker w = o.workerOf(p.seat());
            if (w != null && w.uses() == 0 && cat.office(o.id()).effect() instanceof Effect.ReuseCard) {
                out.add(new UseOffice(o.id()));
            }
        }
    }

    private static void answers(Catalogue cat, CopycatDecider rules, CopycatState s, Player p, Pending top,
                                List<CopycatCommand> out) {
        int seat = p.seat();
        switch (top.kind()) {
            case OFFICE_ACTION -> {
                out.add(new UseOffice(top.office()));
                out.add(new Decline());
            }
            case PLACE -> {
                if (p.available() > 0) for (Office o : s.offices()) if (o.workers().isEmpty()) out.add(new PlaceWorker(o.id()));
                out.add(new Decline());
            }
            case PLACE_ELBOWS -> {
                if (p.available() > 0) {
                    for (Office o : s.offices()) if (CopycatDecider.elbowsOffice(o, seat)) out.add(new PlaceWorker(o.id()));
                }
                out.add(new Decline());
            }
            case EXCHANGE_COUNT, TRASH_COUNT -> {
                for (int k = 0; k <= Math.min(top.count(), p.hand().size()); k++) out.add(new Declare(k));
            }
            case EXCHANGE -> p.hand().forEach(c -> out.add(new Discard(c)));
            case TRASH_FOR_WORKER -> {
                p.hand().forEach(c -> out.add(new Trash(c)));
                out.add(new Decline());
            }
            case TRASH_FOR_COINS -> p.hand().forEach(c -> out.add(new Trash(c)));
            case FUNDRAISE -> {
                for (String c : p.hand()) {
                    Effect e = cat.card(c).effect();
                    if (e instanceof Effect.Coins || e instanceof Effect.Choice) out.add(new Pay(c, null));
                }
                for (Office o : s.offices()) {
                    Worker w = o.workerOf(seat);
                    if (w == null || w.uses() != 0) continue;
                    Effect e = cat.office(o.id()).effect();
                    if (e instanceof Effect.Coins || (e instanceof Effect.TrashForCoins && !p.hand().isEmpty())) {
                        out.add(new Pay(null, o.id()));
                    }
                }
                for (int k = 0; k <= top.value(); k++) out.add(new CopycatCommand.Draw(k));
            }
            case REUSE_WORKER -> {
                rules.reusableWorkers(s, seat, top.office(), s.phase()).forEach(o -> out.add(new ReuseWorker(o)));
                out.add(new Decline());
            }
            case COPY -> {
                rules.cardTargets(s, seat, top.card(), s.phase()).forEach(c -> out.add(new Copy(c)));
                out.add(new Decline());
            }
            case REUSE_CARD -> {
                rules.cardTargets(s, seat, null, s.phase()).forEach(c -> out.add(new Reuse(c)));
                out.add(new Decline());
            }
            case KEEP -> {
                p.hand().forEach(c -> out.add(new Keep(c)));
                out.add(new Done());
            }
            case CHOOSE -> {
                out.add(new Choose(top.card(), Option.COINS));
                out.add(new Choose(top.card(), Option.VP));
            }
        }
    }
}
