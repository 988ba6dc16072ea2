package io.tabletop.games.copycat;

import io.tabletop.engine.Rng;
import io.tabletop.engine.RuleViolation;
import io.tabletop.games.copycat.CopycatCommand.*;
import io.tabletop.games.copycat.CopycatEvent.*;
import io.tabletop.games.copycat.Pending.Kind;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * decide for Copycat: checks a command against the rules (rules/copycat.md and its decisions D1-D31), emits its
 * facts, then plays everything that needs nobody's choice — draws, reveals, turn hand-overs, phase changes, the
 * clean-up and the next round — until somebody must choose again or the game is over.
 */
final class CopycatDecider {

    static final int HAND = 5;

    private final Catalogue cat;

    CopycatDecider(Catalogue cat) {
        this.cat = cat;
    }

    // --- setup -------------------------------------------------------------------------------------------------

    List<CopycatEvent> start(CopycatState s, Rng rng) {
        Decision d = new Decision(s);
        int n = s.seats();
        List<String> removed = new ArrayList<>();
        Map<Integer, List<String>> stages = new HashMap<>();
        for (CardSpec c : cat.actionCards()) {
            if (n == 2 && c.removedWithTwoPlayers()) removed.add(c.id());
            else stages.computeIfAbsent(c.stage(), k -> new ArrayList<>()).add(c.id());
        }
        List<String> doctorates = rng.shuffle(stages.getOrDefault(5, List.of()));
        List<String> deck = new ArrayList<>();
        for (int stage = 2; stage <= 4; stage++) deck.addAll(rng.shuffle(stages.getOrDefault(stage, List.of())));
        deck.addAll(doctorates.subList(0, Math.min(n, doctorates.size())));
        removed.addAll(doctorates.subList(Math.min(n, doctorates.size()), doctorates.size()));
        List<String> street = new ArrayList<>(rng.shuffle(stages.getOrDefault(1, List.of())));
        while (street.size() < CopycatState.STREET && !deck.isEmpty()) street.add(deck.removeFirst());
        while (street.size() < CopycatState.STREET) street.add(null);

        List<String> offices = new ArrayList<>();
        cat.regular().stream().filter(o -> o.minPlayers() <= n).forEach(o -> offices.add(o.id()));
        cat.board().forEach(o -> offices.add(o.id()));
        List<String> stack = new ArrayList<>();
        for (int dept = 1; dept <= 5; dept++) {
            int department = dept;
            stack.addAll(rng.shuffle(cat.additional().stream().filter(o -> o.department() == department)
                    .map(OfficeSpec::id).toList()));
        }
        if (!stack.isEmpty()) offices.add(stack.removeFirst());

        List<Deck> decks = new ArrayList<>();
        for (Player p : s.players()) {
            List<String> cards = cat.startSet().stream().map(c -> p.set() + c.number()).toList();
            decks.add(new Deck(p.seat(), p.set(), cards.size(), rng.shuffle(cards)));
        }
        List<Integer> seats = new ArrayList<>();
        for (int i = 0; i < n; i++) seats.add(i);
        d.emit(new GameSetUp(rng.shuffle(seats), decks, street, deck.size(), deck, offices, stack.size(), stack,
                removed));
        startRound(d, 1, rng);
        proceed(d, rng);
        return d.events();
    }

    // --- commands ----------------------------------------------------------------------------------------------

    List<CopycatEvent> decide(CopycatState s, int seat, CopycatCommand command, Rng rng) {
        if (s.finished()) throw violation("GAME_FINISHED", "the game is over");
        if (!s.validSeat(seat)) throw violation("INVALID_SEAT", "no such seat");
        Decision d = new Decision(s);
        if (s.phase() == Phase.PLANNING) {
            if (!(command instanceof ChooseTurnCard c)) {
                throw violation("WRONG_PHASE", "in planning every player chooses a turn-order card");
            }
            chooseTurnCard(d, seat, c.card());
        } else {
            if (s.current() != seat) throw violation("NOT_YOUR_TURN", "it is seat " + s.current() + "'s turn");
            if (s.top() != null) {
                answer(d, seat, s.top(), command, rng);
            } else if (s.phase() == Phase.ACTIONS) {
                actionTurn(d, seat, command, rng);
            } else {
                buyingTurn(d, seat, command, rng);
            }
        }
        proceed(d, rng);
        return d.events();
    }

    private void chooseTurnCard(Decision d, int seat, String card) {
        Player p = d.player(seat);
        if (p.chosen()) throw violation("ALREADY_CHOSEN", "you have chosen your turn-order card");
        requireInHand(p, card);
        d.emit(new TurnCardChosen(seat, card));
    }

    /** P2, nothing pending: play cards, use an Allocation Office, place a worker, or pass (D13). */
    private void actionTurn(Decision d, int seat, CopycatCommand command, Rng rng) {
        Player p = d.player(seat);
        switch (command) {
            case PlayCard c -> {
                requireInHand(p, c.card());
                CardSpec spec = cat.card(c.card());
                if (!playableInActions(spec)) {
                    throw violation("NOT_PLAYABLE_NOW", spec.name() + " (" + spec.colour() + ") does not act in the actions phase");
                }
                d.emit(new CardPlayed(seat, c.card()));
                resolveCard(d, seat, c.card(), null, rng);
            }
            case PlaceWorker c -> {
                if (d.state().turnPlaced()) throw violation("ALREADY_PLACED", "you placed your worker this turn");
                Office o = officeInPlay(d.state(), c.office());
                if (p.available() <= 0) throw violation("NO_WORKER", "you have no worker left");
                if (!o.workers().isEmpty()) throw violation("OFFICE_TAKEN", "office " + o.id() + " is taken");
                place(d, seat, o, false);
            }
            case UseOffice c -> useAllocationOffice(d, seat, c.office(), Phase.ACTIONS);
            case Pass c -> d.emit(new PassedActions(seat));
            default -> throw violation("NOT_NOW", "in your actions turn: PLAY_CARD, PLACE_WORKER, USE_OFFICE or PASS");
        }
    }

    /** P3, nothing pending: the steps of D25 in order. */
    private void buyingTurn(Decision d, int seat, CopycatCommand command, Rng rng) {
        Player p = d.player(seat);
        switch (p.step()) {
            case BEFORE_LAYOUT -> {
                switch (command) {
                    case UseOffice c -> {
                        Office o = ownOffice(d.state(), seat, c.office());
                        if (!(cat.office(o.id()).effect() instanceof Effect.TrashForCoins t)) {
                            throw violation("NOT_NOW", "before laying out only trash offices are used");
                        }
                        if (o.workerOf(seat).uses() > 0) throw violation("OFFICE_USED", "this office's action is used");
                        if (p.hand().isEmpty()) throw violation("NOTHING_TO_TRASH", "your hand is empty");
                        d.emit(new OfficeActionUsed(seat, o.id(), null));
                        d.emit(new EffectOpened(seat, new Pending(Kind.TRASH_COUNT, null, o.id(), t.n(), 0)));
                    }
                    case PlayCard c -> {
                        requireInHand(p, c.card());
                        if (!(cat.card(c.card()).effect() instanceof Effect.KeepCards)) {
                            throw violation("NOT_PLAYABLE_NOW", "before laying out only Brainstorming is played");
                        }
                        d.emit(new CardPlayed(seat, c.card()));
                        d.emit(new CardResolved(seat, c.card(), null));
                        d.emit(new EffectOpened(seat, new Pending(Kind.KEEP, c.card(), null, 0, 0)));
                    }
                    case LayOut c -> layOut(d, seat);
                    default -> throw violation("NOT_NOW", "before laying out: USE_OFFICE (trash), PLAY_CARD (Brainstorming) or LAY_OUT");
                }
            }
            case LAID_OUT -> {
                switch (command) {
                    case Choose c -> {
                        PlayedCard pc = inPlay(p, c.card());
                        if (!(cat.card(c.card()).effect() instanceof Effect.Choice)) {
                            throw violation("NOT_A_CHOICE", "that card offers no choice");
                        }
                        if (pc.uses() != 0) throw violation("ALREADY_USED", "that card has resolved");
                        d.emit(new CardResolved(seat, c.card(), null));
                        choose(d, seat, c.card(), c.option(), true);
                    }
                    case Activate c -> {
                        PlayedCard pc = inPlay(p, c.card());
                        Effect e = cat.card(c.card()).effect();
                        if (!(e instanceof Effect.ReuseWorker || e instanceof Effect.CopyCard)) {
                            throw violation("NOT_ACTIVATABLE", "only Team Bonus and Press Secretary are activated");
                        }
                        if (pc.uses() != 0) throw violation("ALREADY_USED", "that card has resolved");
                        if (!hasTarget(d.state(), seat, c.card(), e, null, Phase.BUYING)) {
                            throw violation("NO_TARGET", "nothing for that card to act on");
                        }
                        resolveCard(d, seat, c.card(), null, null);
                    }
                    case UseOffice c -> useAllocationOffice(d, seat, c.office(), Phase.BUYING);
                    case StartBuying c -> d.emit(new BuyingStarted(seat,
                            Math.multiplyExact(Math.min(2, p.doubleCoins()), p.coinBase())));
                    default -> throw violation("NOT_NOW", "hand laid out: CHOOSE, ACTIVATE, USE_OFFICE or START_BUYING");
                }
            }
            case DONE -> throw violation("NOT_YOUR_TURN", "your turn is over");
            case BUYING -> {
                switch (command) {
                    case Buy c -> buy(d, seat, c.slot());
                    case BuyDoctorate c -> buyDoctorate(d, seat, c.slot(), c.vp());
                    case UseOffice c -> {
                        Office o = ownOffice(d.state(), seat, c.office());
                        if (!(cat.office(o.id()).effect() instanceof Effect.SpecialBuy)) {
                            throw violation("NOT_NOW", "while buying only the special buy office is used");
                        }
                        if (o.workerOf(seat).uses() > 0) throw violation("OFFICE_USED", "this office's action is used");
                        officeAction(d, seat, o.id(), null, rng);
                    }
                    case EndTurn c -> {
                        int vp = Math.addExact(p.pendingVp(),
                                Math.multiplyExact(p.tokens(), 1 + Math.min(2, p.doubleTokens())));
                        d.emit(new TurnScored(seat, vp, p.coins()));
                    }
                    default -> throw violation("NOT_NOW", "while buying: BUY, BUY_DOCTORATE, USE_OFFICE or END_TURN");
                }
            }
        }
    }

    /** A command answering the effect on top of the stack. */
    private void answer(Decision d, int seat, Pending top, CopycatCommand command, Rng rng) {
        Player p = d.player(seat);
        Phase phase = d.state().phase();
        switch (top.kind()) {
            case OFFICE_ACTION -> {
                if (command instanceof Decline) {
                    d.emit(new EffectClosed(seat));
                    return;
                }
                if (!(command instanceof UseOffice c) || !top.office().equals(c.office())) {
                    throw expected("USE_OFFICE " + top.office() + " or DECLINE");
                }
                d.emit(new EffectClosed(seat));
                officeAction(d, seat, top.office(), null, rng);
            }
            case PLACE, PLACE_ELBOWS -> {
                if (command instanceof Decline) {
                    d.emit(new EffectClosed(seat));
                    return;
                }
                if (!(command instanceof PlaceWorker c)) throw expected("PLACE_WORKER or DECLINE");
                Office o = officeInPlay(d.state(), c.office());
                boolean elbows = top.kind() == Kind.PLACE_ELBOWS;
                if (elbows ? !elbowsOffice(o, seat) : !o.workers().isEmpty()) {
                    throw violation("OFFICE_NOT_ELIGIBLE", elbows
                            ? "ELBOWS needs an office with another player's worker and none of yours"
                            : "office " + o.id() + " is taken");
                }
                if (p.available() <= 0) throw violation("NO_WORKER", "you have no worker left");
                place(d, seat, o, elbows);
            }
            case EXCHANGE_COUNT, TRASH_COUNT -> {
                if (!(command instanceof Declare c)) throw expected("DECLARE");
                int max = Math.min(top.count(), p.hand().size());
                if (c.count() < 0 || c.count() > max) throw violation("INVALID_COUNT", "declare 0 to " + max);
                if (c.count() == 0) {
                    d.emit(new EffectClosed(seat));
                } else if (top.kind() == Kind.EXCHANGE_COUNT) {
                    d.emit(new EffectUpdated(seat, new Pending(Kind.EXCHANGE, null, top.office(), c.count(), c.count())));
                } else {
                    d.emit(new EffectUpdated(seat, new Pending(Kind.TRASH_FOR_COINS, top.card(), top.office(), c.count(), 0)));
                }
            }
            case EXCHANGE -> {
                if (!(command instanceof Discard c)) throw expected("DISCARD");
                requireInHand(p, c.card());
                d.emit(new CardDiscarded(seat, c.card()));
                if (top.count() > 1) {
                    d.emit(new EffectUpdated(seat, top.withCount(top.count() - 1)));
                } else {
                    d.emit(new EffectClosed(seat));
                    draw(d, seat, top.value(), rng);
                }
            }
            case TRASH_FOR_WORKER -> {
                if (command instanceof Decline) {
                    d.emit(new EffectClosed(seat));
                    return;
                }
                if (!(command instanceof Trash c)) throw expected("TRASH or DECLINE");
                requireInHand(p, c.card());
                d.emit(new CardTrashed(seat, c.card()));
                d.emit(new EffectClosed(seat));
                hire(d, seat, 1);
            }
            case TRASH_FOR_COINS -> {
                if (!(command instanceof Trash c)) throw expected("TRASH");
                requireInHand(p, c.card());
                d.emit(new CardTrashed(seat, c.card()));
                boolean fundraising = "FUNDRAISE".equals(top.card());
                if (!fundraising) d.emit(new CoinsGained(seat, 1, true));
                if (top.count() > 1) {
                    d.emit(new EffectUpdated(seat, new Pending(top.kind(), top.card(), top.office(), top.count() - 1,
                            top.value() + 1)));
                } else {
                    d.emit(new EffectClosed(seat));
                    if (fundraising) {
                        Pending fund = d.state().top();
                        d.emit(new EffectUpdated(seat, fund.withValue(Math.addExact(fund.value(), top.value() + 1))));
                    }
                }
            }
            case FUNDRAISE -> fundraise(d, seat, top, command, rng);
            case REUSE_WORKER -> {
                if (command instanceof Decline) {
                    d.emit(new EffectClosed(seat));
                    return;
                }
                if (!(command instanceof CopycatCommand.ReuseWorker c)) throw expected("REUSE_WORKER or DECLINE");
                if (!reusableWorkers(d.state(), seat, top.office(), phase).contains(c.office())) {
                    throw violation("NOT_A_TARGET", "you have no worker in " + c.office() + " whose action can be used again now");
                }
                d.emit(new EffectClosed(seat));
                officeAction(d, seat, c.office(), top.card(), rng);
            }
            case COPY, REUSE_CARD -> {
                if (command instanceof Decline) {
                    d.emit(new EffectClosed(seat));
                    return;
                }
                String target;
                if (top.kind() == Kind.COPY && command instanceof Copy c) target = c.card();
                else if (top.kind() == Kind.REUSE_CARD && command instanceof Reuse c) target = c.card();
                else throw expected(top.kind() == Kind.COPY ? "COPY or DECLINE" : "REUSE or DECLINE");
                if (!cardTargets(d.state(), seat, top.kind() == Kind.COPY ? top.card() : null, phase).contains(target)) {
                    throw violation("NOT_A_TARGET", target + " cannot be resolved again now");
                }
                d.emit(new EffectClosed(seat));
                resolveCard(d, seat, target, top.kind() == Kind.COPY ? top.card() : top.office(), rng);
            }
            case KEEP -> {
                if (command instanceof Done) {
                    d.emit(new EffectClosed(seat));
                    return;
                }
                if (!(command instanceof Keep c)) throw expected("KEEP or DONE");
                requireInHand(p, c.card());
                d.emit(new CardKept(seat, c.card()));
            }
            case CHOOSE -> {
                if (!(command instanceof Choose c) || !top.card().equals(c.card())) throw expected("CHOOSE " + top.card());
                d.emit(new EffectClosed(seat));
                choose(d, seat, c.card(), c.option(), false);
            }
        }
    }

    private void fundraise(Decision d, int seat, Pending top, CopycatCommand command, Rng rng) {
        Player p = d.player(seat);
        switch (command) {
            case Pay c when c.card() != null && c.office() == null -> {
                requireInHand(p, c.card());
                int coins = switch (cat.card(c.card()).effect()) {
                    case Effect.Coins m -> m.n();
                    case Effect.Choice m -> m.coins();
                    default -> throw violation("NOT_A_SOURCE", "only money cards pay (not Garden Party, D18)");
                };
                d.emit(new CardPlayed(seat, c.card()));
                d.emit(new CardSpent(seat, c.card()));
                d.emit(new EffectUpdated(seat, top.withValue(Math.addExact(top.value(), coins))));
            }
            case Pay c when c.office() != null && c.card() == null -> {
                Office o = ownOffice(d.state(), seat, c.office());
                if (o.workerOf(seat).uses() > 0) throw violation("OFFICE_USED", "this office's action is used");
                switch (cat.office(o.id()).effect()) {
                    case Effect.Coins m -> {
                        d.emit(new OfficeActionUsed(seat, o.id(), null));
                        d.emit(new OfficeSpent(seat, o.id()));
                        d.emit(new EffectUpdated(seat, top.withValue(Math.addExact(top.value(), m.n()))));
                    }
                    case Effect.TrashForCoins m -> {
                        if (p.hand().isEmpty()) throw violation("NOTHING_TO_TRASH", "your hand is empty");
                        d.emit(new OfficeActionUsed(seat, o.id(), null));
                        d.emit(new OfficeSpent(seat, o.id()));
                        d.emit(new EffectOpened(seat, new Pending(Kind.TRASH_COUNT, "FUNDRAISE", o.id(), m.n(), 0)));
                    }
                    default -> throw violation("NOT_A_SOURCE", "only your coin and trash offices pay (D18)");
                }
            }
            case Pay c -> throw violation("NOT_A_SOURCE", "pay with either a card or an office");
            case CopycatCommand.Draw c -> {
                if (c.count() < 0 || c.count() > top.value()) {
                    throw violation("INVALID_COUNT", "draw 0 to " + top.value() + " cards");
                }
                d.emit(new EffectClosed(seat));
                draw(d, seat, c.count(), rng);
            }
            default -> throw expected("PAY or DRAW");
        }
    }

    // --- effects -----------------------------------------------------------------------------------------------

    /** A card in the play area resolves: its first use ({@code by} null) or a second one by a copier (D4, D11). */
    private void resolveCard(Decision d, int seat, String card, String by, Rng rng) {
        d.emit(new CardResolved(seat, card, by));
        Phase phase = d.state().phase();
        Player p = d.player(seat);
        switch (cat.card(card).effect()) {
            case Effect.Draw e -> draw(d, seat, e.n(), rng);
            case Effect.Fundraise e -> d.emit(new EffectOpened(seat, Pending.of(Kind.FUNDRAISE)));
            case Effect.Workers e -> hire(d, seat, e.n());
            case Effect.ExtraOffice e -> offerPlacement(d, seat, false);
            case Effect.Elbows e -> offerPlacement(d, seat, true);
            case Effect.TrashForWorker e -> {
                if (!p.hand().isEmpty()) d.emit(new EffectOpened(seat, Pending.of(Kind.TRASH_FOR_WORKER)));
            }
            case Effect.ReuseWorker e -> {
                String excluded = by == null ? null : p.played(card).target();
                if (!reusableWorkers(d.state(), seat, excluded, phase).isEmpty()) {
                    d.emit(new EffectOpened(seat, new Pending(Kind.REUSE_WORKER, card, excluded, 0, 0)));
                }
            }
            case Effect.CopyCard e -> {
                if (!cardTargets(d.state(), seat, card, phase).isEmpty()) {
                    d.emit(new EffectOpened(seat, new Pending(Kind.COPY, card, null, 0, 0)));
                }
            }
            case Effect.KeepCards e -> { } // acts only when played before laying out; a second use does nothing
            case Effect.Coins e -> d.emit(new CoinsGained(seat, e.n(), by == null));
            case Effect.DoubleCoins e -> {
                if (p.doubleCoins() < 2) d.emit(new DoublerCounted(seat, card, true));
            }
            case Effect.Choice e -> {
                if (by != null) d.emit(new EffectOpened(seat, new Pending(Kind.CHOOSE, card, null, 0, 0)));
            }
            case Effect.Vp e -> d.emit(new VpGained(seat, e.n()));
            case Effect.DoubleTokens e -> {
                if (p.doubleTokens() < 2) d.emit(new DoublerCounted(seat, card, false));
            }
            case Effect.None e -> { }
            case Effect.Doctorate e -> { }
            case Effect.Exchange e -> { }
            case Effect.TrashForCoins e -> { }
            case Effect.Buy e -> { }
            case Effect.SpecialBuy e -> { }
            case Effect.ReuseCard e -> { }
        }
        if (by != null && d.player(seat).played(card) != null) d.emit(new CardSetAside(seat, card));
    }

    /** An office action of {@code seat}'s worker resolves (first use, or again by Team Bonus {@code by}). */
    private void officeAction(Decision d, int seat, String office, String by, Rng rng) {
        d.emit(new OfficeActionUsed(seat, office, by));
        Player p = d.player(seat);
        switch (cat.office(office).effect()) {
            case Effect.Draw e -> draw(d, seat, e.n(), rng);
            case Effect.Exchange e -> {
                if (!p.hand().isEmpty()) d.emit(new EffectOpened(seat, new Pending(Kind.EXCHANGE_COUNT, null, office, e.n(), 0)));
            }
            case Effect.ExtraOffice e -> offerPlacement(d, seat, false);
            case Effect.Elbows e -> offerPlacement(d, seat, true);
            case Effect.Workers e -> hire(d, seat, e.n());
            case Effect.ReuseCard e -> {
                if (!cardTargets(d.state(), seat, null, d.state().phase()).isEmpty()) {
                    d.emit(new EffectOpened(seat, new Pending(Kind.REUSE_CARD, null, office, 0, 0)));
                }
            }
            case Effect.Coins e -> d.emit(new CoinsGained(seat, e.n(), by == null));
            case Effect.Vp e -> d.emit(new VpGained(seat, e.n()));
            case Effect.Buy e -> d.emit(new PermitsGained(seat, e.n()));
            case Effect.SpecialBuy e -> {
                List<String> closed = Street.closed(d.state().street());
                List<String> drawn = Street.refill(closed, d.state().actionDeck());
                d.emit(new StreetClosedUp(closed, drawn));
                d.emit(new PermitsGained(seat, 1));
            }
            case Effect.TrashForCoins e -> {
                if (!p.hand().isEmpty()) d.emit(new EffectOpened(seat, new Pending(Kind.TRASH_COUNT, null, office, e.n(), 0)));
            }
            default -> { }
        }
    }

    /**
     * Places a worker and takes the office's tokens (ELBOWS takes none, D14). A blue or purple office's action then
     * waits for its player: carried out now (D1, D26) or declined (D28).
     */
    private void place(Decision d, int seat, Office o, boolean elbows) {
        Pending top = d.state().top();
        d.emit(new WorkerPlaced(seat, o.id(), elbows, elbows ? 0 : o.tokens()));
        if (top != null && (top.kind() == Kind.PLACE || top.kind() == Kind.PLACE_ELBOWS)) d.emit(new EffectClosed(seat));
        if (cat.office(o.id()).actsAtPlacement()) {
            d.emit(new EffectOpened(seat, new Pending(Kind.OFFICE_ACTION, null, o.id(), 0, 0)));
        }
    }

    private void useAllocationOffice(Decision d, int seat, String id, Phase phase) {
        Office o = ownOffice(d.state(), seat, id);
        if (!(cat.office(o.id()).effect() instanceof Effect.ReuseCard)) {
            throw violation("NOT_NOW", "office " + id + " acts by itself");
        }
        if (o.workerOf(seat).uses() > 0) throw violation("OFFICE_USED", "this office's action is used");
        if (cardTargets(d.state(), seat, null, phase).isEmpty()) {
            throw violation("NO_TARGET", "no card in your play area can resolve again now");
        }
        d.emit(new OfficeActionUsed(seat, o.id(), null));
        d.emit(new EffectOpened(seat, new Pending(Kind.REUSE_CARD, null, o.id(), 0, 0)));
    }

    private void offerPlacement(Decision d, int seat, boolean elbows) {
        if (d.player(seat).available() <= 0) return;
        boolean any = d.state().offices().stream().anyMatch(o -> elbows ? elbowsOffice(o, seat) : o.workers().isEmpty());
        if (any) d.emit(new EffectOpened(seat, Pending.of(elbows ? Kind.PLACE_ELBOWS : Kind.PLACE)));
    }

    /** Temporary workers, at most 4 a round; the rest is lost. */
    private void hire(Decision d, int seat, int n) {
        int room = Player.MAX_TEMPS - d.player(seat).temps();
        if (Math.min(n, room) > 0) d.emit(new WorkersHired(seat, Math.min(n, room)));
    }

    private void choose(Decision d, int seat, String card, Option option, boolean first) {
        if (option == null) throw violation("OPTION_REQUIRED", "choose COINS or VP");
        Effect.Choice choice = (Effect.Choice) cat.card(card).effect();
        d.emit(new ChoiceMade(seat, card, option));
        if (option == Option.COINS) d.emit(new CoinsGained(seat, choice.coins(), first));
        else d.emit(new VpGained(seat, choice.vp()));
    }

    /** Draws from the deck, shuffling the discard (only) in when the deck runs out (D8). */
    private void draw(Decision d, int seat, int n, Rng rng) {
        int left = n;
        while (left > 0) {
            Player p = d.player(seat);
            if (p.deck().isEmpty()) {
                if (p.discard().isEmpty()) return;
                List<String> order = rng.shuffle(p.discard());
                d.emit(new DiscardShuffled(seat, order.size(), order));
                p = d.player(seat);
            }
            List<String> cards = new ArrayList<>(p.deck().subList(0, Math.min(left, p.deck().size())));
            d.emit(new CardsDrawn(seat, cards.size(), cards));
            left -= cards.size();
        }
    }

    /** P3 step 3: the whole hand into the play area; money, VP and doublers resolve, then the P3 offices. */
    private void layOut(Decision d, int seat) {
        List<String> hand = d.player(seat).hand();
        d.emit(new HandLaidOut(seat, hand));
        for (String card : hand) {
            Effect e = cat.card(card).effect();
            if (e instanceof Effect.Coins || e instanceof Effect.Vp || e instanceof Effect.DoubleCoins
                    || e instanceof Effect.DoubleTokens) {
                resolveCard(d, seat, card, null, null);
            }
        }
        for (Office o : d.state().offices()) {
            Worker w = o.workerOf(seat);
            if (w == null || w.uses() > 0) continue;
            Effect e = cat.office(o.id()).effect();
            if (e instanceof Effect.Coins || e instanceof Effect.Vp || e instanceof Effect.Buy) {
                officeAction(d, seat, o.id(), null, null);
            }
        }
    }

    private void buy(Decision d, int seat, int slot) {
        Player p = d.player(seat);
        String card = slotCard(d.state(), slot);
        CardSpec spec = cat.card(card);
        if (spec.red()) throw violation("NOT_BUYABLE", "red cards are never bought; they come free with a purchase");
        if (spec.doctorate()) throw violation("NOT_BUYABLE", "a doctorate is bought with BUY_DOCTORATE");
        if (p.permits() <= 0) throw violation("NO_PERMIT", "you have no buy permit left");
        int price = Math.addExact(spec.cost(), Street.surcharge(slot));
        if (price > p.coins()) throw violation("CANNOT_AFFORD", card + " costs " + price + " and you have " + p.coins());
        d.emit(new CardBought(seat, card, slot, price, Street.redsLeftOf(cat, d.state().street(), slot)));
    }

    private void buyDoctorate(Decision d, int seat, int slot, int vp) {
        Player p = d.player(seat);
        String card = slotCard(d.state(), slot);
        if (!cat.card(card).doctorate()) throw violation("NOT_A_DOCTORATE", "slot " + slot + " holds no doctorate");
        if (p.permits() <= 0) throw violation("NO_PERMIT", "you have no buy permit left");
        if (vp < 1 || vp > CopycatCommand.MAX_DOCTORATE_VP) {
            throw violation("INVALID_VP", "a doctorate costs 1 to " + CopycatCommand.MAX_DOCTORATE_VP
                    + " coins beyond its surcharge (D5)");
        }
        // long: a price past the int range is simply unaffordable, never a wrapped negative
        long price = (long) Street.surcharge(slot) + vp;
        if (price > p.coins()) throw violation("CANNOT_AFFORD", "that costs " + price + " and you have " + p.coins());
        d.emit(new DoctorateBought(seat, card, slot, (int) price, vp, Street.redsLeftOf(cat, d.state().street(), slot)));
    }

    // --- what follows by itself ---------------------------------------------------------------------------------

    private void proceed(Decision d, Rng rng) {
        while (true) {
            CopycatState s = d.state();
            if (s.finished() || s.top() != null) return;
            switch (s.phase()) {
                case PLANNING -> {
                    if (s.players().stream().allMatch(Player::chosen)) reveal(d);
                    else return;
                }
                case ACTIONS -> {
                    Player p = s.player(s.current());
                    if (p.out()) {
                        nextActionTurn(d);
                    } else if (s.turnPlaced() || p.available() <= 0) {
                        if (p.available() <= 0) d.emit(new PassedActions(p.seat()));
                        nextActionTurn(d);
                    } else {
                        return;
                    }
                }
                case BUYING -> {
                    Player p = s.player(s.current());
                    if (p.step() != BuyingStep.DONE) return;
                    if (s.turn() + 1 < s.bus().size()) startTurn(d, s.bus().get(s.turn() + 1));
                    else cleanUp(d, rng);
                }
                case FINISHED -> {
                    return;
                }
            }
        }
    }

    private void nextActionTurn(Decision d) {
        CopycatState s = d.state();
        int n = s.bus().size();
        for (int i = 1; i <= n; i++) {
            int seat = s.bus().get((s.turn() + i) % n);
            if (!s.player(seat).out()) {
                startTurn(d, seat);
                return;
            }
        }
        d.emit(new PhaseStarted(Phase.BUYING));
        startTurn(d, d.state().bus().getFirst());
    }

    private void startRound(Decision d, int round, Rng rng) {
        d.emit(new RoundStarted(round));
        for (Player p : d.state().players()) {
            draw(d, p.seat(), HAND, rng);
            List<String> kept = d.player(p.seat()).kept();
            if (!kept.isEmpty()) d.emit(new KeptCardsTaken(p.seat(), kept.size(), kept));
        }
        for (Player p : d.state().players()) {
            if (p.hand().isEmpty()) d.emit(new TurnCardChosen(p.seat(), null));
        }
    }

    /** All turn-order cards revealed together; the bus follows (D3); actions begin. */
    private void reveal(Decision d) {
        CopycatState s = d.state();
        List<Reveal> reveals = new ArrayList<>();
        Map<Integer, Integer> numbers = new HashMap<>();
        for (Player p : s.players()) {
            int number = p.turnCard() == null ? -1 : cat.card(p.turnCard()).number();
            reveals.add(new Reveal(p.seat(), p.turnCard(), number));
            numbers.put(p.seat(), number);
        }
        List<Integer> bus = TurnOrder.decide(numbers, s.bus());
        d.emit(new TurnOrderDecided(reveals, bus));
        d.emit(new PhaseStarted(Phase.ACTIONS));
        startTurn(d, bus.getFirst());
    }

    /** A turn starts, unless the turn limit is used up: then the game ends, ranked as at its normal end (D24). */
    private void startTurn(Decision d, int seat) {
        CopycatState s = d.state();
        if (s.turns() >= s.turnLimit()) d.emit(new GameEnded(winners(s), "TURN_LIMIT"));
        else d.emit(new TurnStarted(seat));
    }

    /** P4: tokens, discards, workers home, a new office, the street cleared and refilled; then the end check (D23). */
    private void cleanUp(Decision d, Rng rng) {
        CopycatState s = d.state();
        List<String> tokens = s.offices().stream().filter(o -> o.workers().isEmpty()).map(Office::id).toList();
        d.emit(new RoundCleanedUp(s.round(), tokens));
        if (!d.state().officeStack().isEmpty()) d.emit(new OfficeOpened(d.state().officeStack().getFirst()));
        s = d.state();
        int k = s.seats() - 1;
        List<String> removed = new ArrayList<>();
        for (int i = 0; i < k; i++) if (s.street().get(i) != null) removed.add(s.street().get(i));
        List<String> rest = Street.closed(s.street().subList(k, CopycatState.STREET));
        List<String> drawn = Street.refill(rest, s.actionDeck());
        d.emit(new StreetCleared(removed, rest, drawn));
        s = d.state();
        String reason = null;
        if (s.players().stream().anyMatch(p -> p.vp() >= CopycatState.WINNING_VP)) reason = "VP";
        else if (!anyDoctorateLeft(s)) reason = "DOCTORATES";
        else if (s.round() >= CopycatState.LAST_ROUND) reason = "LAST_ROUND";
        if (reason != null) {
            d.emit(new GameEnded(winners(s), reason));
        } else {
            startRound(d, s.round() + 1, rng);
        }
    }

    private boolean anyDoctorateLeft(CopycatState s) {
        for (String c : s.actionDeck()) if (cat.card(c).doctorate()) return true;
        for (String c : s.street()) if (c != null && cat.card(c).doctorate()) return true;
        return false;
    }

    /** Most VP; tied, most VP in the final round; still tied, shared (D24). */
    static List<Integer> winners(CopycatState s) {
        int best = s.players().stream().mapToInt(Player::vp).max().orElse(0);
        List<Player> top = s.players().stream().filter(p -> p.vp() == best).toList();
        int last = top.stream().mapToInt(Player::roundVp).max().orElse(0);
        return top.stream().filter(p -> p.roundVp() == last).map(Player::seat).sorted().toList();
    }

    // --- eligibility (shared with the legal moves) ----------------------------------------------------------------

    boolean playableInActions(CardSpec spec) {
        return switch (spec.colour()) {
            case BLUE, PURPLE -> true;
            case GREY -> spec.effect() instanceof Effect.ReuseWorker || spec.effect() instanceof Effect.CopyCard;
            default -> false;
        };
    }

    static boolean elbowsOffice(Office o, int seat) {
        return !o.hasWorkerOf(seat) && o.workers().stream().anyMatch(w -> w.seat() != seat);
    }

    /**
     * Offices of {@code seat}'s workers whose action was used once and may be used again in this phase (D9), and only
     * where that action can do something now (D29).
     */
    List<String> reusableWorkers(CopycatState s, int seat, String excluded, Phase phase) {
        List<String> out = new ArrayList<>();
        for (Office o : s.offices()) {
            Worker w = o.workerOf(seat);
            if (w == null || w.uses() != 1 || o.id().equals(excluded)) continue;
            Colour c = cat.office(o.id()).colour();
            boolean fits = phase == Phase.ACTIONS ? c == Colour.BLUE || c == Colour.PURPLE || c == Colour.GREY
                    : c == Colour.YELLOW || c == Colour.GREEN || c == Colour.GREY;
            if (fits && canActAgain(s, seat, cat.office(o.id()).effect(), phase)) out.add(o.id());
        }
        return out;
    }

    /** Whether a reused office action would change anything now (D29); SPECIAL_BUY is never reused. */
    private boolean canActAgain(CopycatState s, int seat, Effect e, Phase phase) {
        Player p = s.player(seat);
        return switch (e) {
            case Effect.Draw x -> !p.deck().isEmpty() || !p.discard().isEmpty();
            case Effect.Exchange x -> !p.hand().isEmpty();
            case Effect.TrashForCoins x -> !p.hand().isEmpty();
            case Effect.Workers x -> p.temps() < Player.MAX_TEMPS;
            case Effect.ExtraOffice x -> p.available() > 0 && s.offices().stream().anyMatch(o -> o.workers().isEmpty());
            case Effect.Elbows x -> p.available() > 0 && s.offices().stream().anyMatch(o -> elbowsOffice(o, seat));
            case Effect.ReuseCard x -> !cardTargets(s, seat, null, phase).isEmpty();
            case Effect.Coins x -> true;
            case Effect.Vp x -> true;
            case Effect.Buy x -> true;
            default -> false; // SPECIAL_BUY acts in the buying step, after every reuse (D29)
        };
    }

    /** Cards in {@code seat}'s play area that may resolve a second time in this phase (REUSE_CARD, COPY_CARD). */
    List<String> cardTargets(CopycatState s, int seat, String copier, Phase phase) {
        List<String> out = new ArrayList<>();
        for (PlayedCard pc : s.player(seat).playArea()) {
            if (pc.uses() != 1 || pc.card().equals(copier)) continue;
            Colour c = cat.card(pc.card()).colour();
            if (phase == Phase.ACTIONS ? c.actsInActions() : c.actsInBuying()) out.add(pc.card());
        }
        return out;
    }

    boolean hasTarget(CopycatState s, int seat, String card, Effect e, String excluded, Phase phase) {
        return e instanceof Effect.ReuseWorker ? !reusableWorkers(s, seat, excluded, phase).isEmpty()
                : !cardTargets(s, seat, card, phase).isEmpty();
    }

    // --- checks ------------------------------------------------------------------------------------------------

    private void requireInHand(Player p, String card) {
        if (card == null || !p.hand().contains(card)) throw violation("CARD_NOT_IN_HAND", "you hold no card " + card);
    }

    private static PlayedCard inPlay(Player p, String card) {
        PlayedCard pc = card == null ? null : p.played(card);
        if (pc == null) throw violation("CARD_NOT_IN_PLAY", "no card " + card + " in your play area");
        return pc;
    }

    private Office officeInPlay(CopycatState s, String id) {
        Office o = id == null ? null : s.office(id);
        if (o == null) throw violation("OFFICE_NOT_IN_PLAY", "no office " + id + " in the headquarters");
        return o;
    }

    private Office ownOffice(CopycatState s, int seat, String id) {
        Office o = officeInPlay(s, id);
        if (!o.hasWorkerOf(seat)) throw violation("OFFICE_NOT_YOURS", "you have no worker in office " + id);
        return o;
    }

    private String slotCard(CopycatState s, int slot) {
        if (slot < 1 || slot > CopycatState.STREET) throw violation("INVALID_SLOT", "slots are 1 to 11");
        String card = s.street().get(slot - 1);
        if (card == null) throw violation("EMPTY_SLOT", "slot " + slot + " is empty");
        return card;
    }

    private static RuleViolation expected(String what) {
        return violation("EXPECTED_OTHER_CHOICE", "the waiting effect needs " + what);
    }

    private static RuleViolation violation(String code, String message) {
        return new RuleViolation(code, message);
    }
}
