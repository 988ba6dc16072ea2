package io.tabletop.games.inwo;

import io.tabletop.games.inwo.model.InwoEvent.*;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.abilities.Structures;
import io.tabletop.games.inwo.model.Phase;
import io.tabletop.games.inwo.model.TurnFlags;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;

/**
 * evolve: applies one event. Total and free of card knowledge (what a card is was decided when the event was made),
 * so a replay never needs the catalogue's rules.
 */
final class InwoEvolution {

    /** {@link TokensSpent#why} values that use up a once-per-turn Illuminati play. */
    static final String ILLUMINATI_DRAW = "ILLUMINATI_DRAW";
    static final String PLAY_RESOURCE = "PLAY_RESOURCE";

    private InwoEvolution() {}

    static InwoState evolve(InwoState s, InwoEvent event) {
        // PLOTS, COSTS AND TAKEOVERS: a Plot linked to a group leaves play with it, whatever took the group away
        return io.tabletop.games.inwo.plots.LinkedPlots.prune(switch (event) {
            case GameSetUp e -> {
                InwoState out = new InwoState(s.players(), Phase.LEAD, s.current(), s.turn(), s.first(), s.flags(), null,
                        null, null, s.nwo(), e.basicGoal(), s.turnLimit(), s.windows(), s.winners(), s.reason());
                for (Deck d : e.decks()) {
                    out = out.with(d.seat(), p -> {
                        Placed root = new Placed(p.uid(0), d.illuminati(), null, -1, 0, false, null, -1, false, false);
                        return p.withDecks(d.plots() == null ? p.plotDeck() : d.plots(),
                                d.groups() == null ? p.groupDeck() : d.groups())
                                .withStructure(List.of(root)).withSerial(1);
                    });
                }
                yield out;
            }
            case CardsDrawn e -> s.with(e.seat(), p -> {
                List<String> deck = e.plot() ? p.plotDeck() : p.groupDeck();
                List<String> rest = deck.subList(Math.min(e.count(), deck.size()), deck.size());
                Player q = e.plot() ? p.withDecks(rest, p.groupDeck()) : p.withDecks(p.plotDeck(), rest);
                List<HandCard> hand = new ArrayList<>(p.hand());
                if (e.cards() != null) hand.addAll(e.cards());
                return q.withHand(hand).withSerial(p.serial() + e.count());
            });
            case LeadChosen e -> s.with(e.seat(), p -> p.withLead(e.card() == null ? "?" : e.card()));
            case LeadsRevealed e -> {
                InwoState out = s;
                for (Placement pl : e.placed()) {
                    out = out.with(pl.seat(), p -> removeFromGroupDeck(p, pl.card())
                            .withStructure(plus(p.structure(), fresh(pl, false))).withSerial(p.serial() + 1)
                            .withLead(null));
                }
                for (Placement pl : e.again()) {
                    out = out.with(pl.seat(), p -> {
                        Player q = removeFromGroupDeck(p, pl.card());
                        return q.withDiscard(plus(q.discard(), pl.card())).withLead(null);
                    });
                }
                yield out;
            }
            case FirstPlayerRolled e -> s.withFirst(e.first()).withTurn(e.first(), 0, TurnFlags.NEW);
            case TurnStarted e -> {
                InwoState out = s.withTurn(e.seat(), e.turn(), TurnFlags.NEW).withPhase(Phase.DRAW).withWindow(null);
                for (Player p : out.players()) {
                    out = out.with(p.seat(), q -> q.updateAll(c -> c.fresh() || c.moved()
                            ? c.withFresh(false).withMoved(false) : c));
                }
                yield out;
            }
            case TurnSeized e -> s.withFlags(s.flags().withSeizedFrom(e.from())).with(e.seat(), // last cards I: Seize The Time!
                    p -> p.usedOnce().contains(e.card()) ? p : p.withUsedOnce(e.card()));
            case PhaseChanged e -> s.withPhase(e.phase());
            case CardPlaced e -> {
                Placement pl = e.placement();
                yield s.with(pl.seat(), p -> p.withHand(without(p.hand(), pl.uid()))
                        .withStructure(plus(p.structure(), fresh(pl, false))));
            }
            case TokensPlaced e -> s.with(e.seat(), p -> tokens(p, e.uids(), +1));
            case TokensSpent e -> {
                InwoState out = s.with(e.seat(), p -> tokens(p, e.uids(), -1));
                TurnFlags f = out.flags();
                if (ILLUMINATI_DRAW.equals(e.why())) {
                    out = out.withFlags(new TurnFlags(f.illuminatiResource(), true, f.privileged(), f.failedFromHand(), f.provoked(), f.declared(), f.seizedFrom()));
                } else if (PLAY_RESOURCE.equals(e.why())) {
                    out = out.withFlags(new TurnFlags(true, f.illuminatiDraw(), f.privileged(), f.failedFromHand(), f.provoked(), f.declared(), f.seizedFrom()));
                }
                yield out;
            }
            case TokensGiven e -> s.with(e.seat(), p -> tokens(p, e.uids(), +1));
            case PlotBought e -> s.with(e.seat(), p -> tokens(p, e.payers(), -1));
            case AttackAnnounced e -> {
                InwoState out = s.withAttack(e.attack()).withWindow(e.window());
                TurnFlags f = out.flags();
                int owner = e.attack().owner();
                boolean provokes = e.attack().attacker() == s.current() && s.player(s.current()).turns() == 0
                        && owner >= 0 && owner != s.current() && !f.provoked().contains(owner);
                if (e.attack().privileged() || provokes) {
                    out = out.withFlags(new TurnFlags(f.illuminatiResource(), f.illuminatiDraw(),
                            f.privileged() || e.attack().privileged(), f.failedFromHand(),
                            provokes ? plus(f.provoked(), owner) : f.provoked(), f.declared(), f.seizedFrom()));
                }
                if (e.attack().by() != null) out = out.with(e.attack().attacker(), p -> tokens(p, List.of(e.attack().by()), -1));
                yield out;
            }
            case AttackJoined e -> {
                var c = e.contribution();
                InwoState out = s.withAttack(io.tabletop.games.inwo.attack.Barring.joined(s.attack(), c)); // last cards: a bar commits nothing
                yield switch (c.kind()) {
                    case ACTION, GLOBAL, SELF_DEFENCE -> out.with(c.seat(), p -> tokens(p, List.of(c.uid()), -1));
                    case PLUS_TEN, AGENT -> out.with(c.seat(), p -> p.withHand(without(p.hand(), c.uid()))
                            .withDiscard(plus(p.discard(), c.card())));
                    case HELPER -> out;
                    // privilege and dice: a Plot from hand is discarded, an ability's card spends its token
                    case PRIVILEGE, NEGATE, INTERFERE, PAID_OFF, TOKEN_LOST -> out.with(c.seat(), p -> p.inHand(c.uid()) != null
                            ? p.withHand(without(p.hand(), c.uid())).withDiscard(plus(p.discard(), c.card()))
                            : tokens(p, List.of(c.uid()), -1));
                    case ROLL, BARRED -> out;
                };
            }
            case AttackCalledOff e -> s.withAttack(null).withWindow(null)
                    .with(e.seat(), p -> tokens(p, List.of(e.by()), +1));
            case AttackCancelled e -> s.plot() != null && s.plot().cancel() ? cancelled(s).withPlot(null) : cancelled(s); // I7: the cancel's done
            case Passed e -> s.withWindow(e.window());
            case PriorityMoved e -> s.withWindow(e.window());
            case AttackResolved e -> {
                InwoState out = s;
                if (e.failedFromHand() && s.attack() != null) {
                    List<String> failed = plus(s.flags().failedFromHand(), s.attack().target());
                    out = out.withFlags(new TurnFlags(s.flags().illuminatiResource(), s.flags().illuminatiDraw(),
                            s.flags().privileged(), failed, s.flags().provoked(), s.flags().declared(), s.flags().seizedFrom()));
                }
                yield out.withAttack(null).withWindow(null);
            }
            case GroupCaptured e -> captured(s, e);
            case GroupDestroyed e -> {
                InwoState out = s.with(e.owner(), p -> {
                    Set<String> gone = new HashSet<>();
                    for (Placed c : Structures.subtree(p, e.uid())) gone.add(c.uid());
                    List<Placed> rest = p.structure().stream().filter(c -> !gone.contains(c.uid())).toList();
                    List<HandCard> hand = new ArrayList<>(p.hand());
                    hand.addAll(e.toHand());
                    List<String> discard = new ArrayList<>(p.discard());
                    for (Placed c : Structures.subtree(p, e.uid())) if (e.resources().contains(c.uid())) discard.add(c.card());
                    return p.withStructure(rest).withHand(hand).withDiscard(discard);
                });
                yield io.tabletop.games.inwo.replay.Replays.buried(out.with(e.seat(), p -> p.withDestroyed(plus(p.destroyed(), e.card()))), e.uid(), e.card(), e.seat(), e.owner()); // r4 replay
            }
            case Devastated e -> s.with(s.ownerOf(e.uid()), p -> {
                Player q = p.update(e.uid(), c -> c.withDevastated(true));
                for (String b : e.below()) q = q.update(b, c -> c.withTokens(0));
                return q;
            });
            case Relieved e -> s.with(e.seat(), p -> tokens(p, e.payers(), -1).update(e.uid(), c -> c.withDevastated(false)));
            case TopCardsDiscarded e -> s.with(e.seat(), p -> {
                List<String> deck = e.plot() ? p.plotDeck() : p.groupDeck();
                List<String> rest = deck.subList(Math.min(e.cards().size(), deck.size()), deck.size());
                Player q = e.plot() ? p.withDecks(rest, p.groupDeck()) : p.withDecks(p.plotDeck(), rest);
                List<String> discard = new ArrayList<>(p.discard());
                discard.addAll(e.cards());
                return q.withDiscard(discard);
            });
            case CardDiscarded e -> s.with(e.seat(), p -> p.withHand(without(p.hand(), e.uid()))
                    .withStructure(p.structure().stream().filter(c -> !c.uid().equals(e.uid())).toList()) // a Resource destroyed
                    .withDiscard(plus(p.discard(), e.card())));
            case PlotPlayed e -> s.with(e.seat(), p -> {
                Player q = p.withHand(without(p.hand(), e.uid()));
                return e.stays() ? q : q.withDiscard(plus(q.discard(), e.card()));
            });
            case PlotAnnounced e -> s.with(e.seat(), p -> p.withHand(without(p.hand(), e.uid())))
                    .withPlot(new io.tabletop.games.inwo.model.PendingPlot(e.seat(), e.uid(), e.card(), e.target()))
                    .withWindow(e.window());
            case PlotResolved e -> (e.stays() ? s : s.with(e.seat(), p -> p.withDiscard(plus(p.discard(), e.card()))))
                    .withPlot(null).withWindow(null);
            case PlotCancelled e -> s.with(e.owner(), p -> p.withDiscard(plus(p.discard(), e.cancelled())))
                    .withPlot(null).withWindow(null);
            case CancelAnnounced e -> s.with(e.seat(), p -> p.withHand(without(p.hand(), e.uid())))
                    .withPlot(new io.tabletop.games.inwo.model.PendingPlot(e.seat(), e.uid(), e.card(), null, s.window(), s.plot()))
                    .withWindow(e.window());
            case WindowRestored e -> s.withPlot(e.plot()).withWindow(e.window());
            case PlayAnnounced e -> s.with(e.seat(), p -> p.withHand(without(p.hand(), e.uid())))
                    .withPlot(new io.tabletop.games.inwo.model.PendingPlot(e.seat(), e.uid(), e.card(), e.target(), s.window(),
                            s.plot(), e.play(), e.helper()))
                    .withWindow(e.window());
            case PlayStands e -> s.withPlot(e.plot()).withWindow(e.window());
            case NwoInPlay e -> {
                List<String> nwo = new ArrayList<>();
                InwoState out = s;
                for (String n : s.nwo()) {
                    String[] f = n.split(":");
                    if (f[0].equals(e.colour())) {
                        int owner = Integer.parseInt(f[3]);
                        out = out.with(owner, p -> p.withDiscard(plus(p.discard(), f[2])));
                    } else {
                        nwo.add(n);
                    }
                }
                nwo.add(e.colour() + ":" + e.uid() + ":" + e.card() + ":" + e.seat());
                yield out.withNwo(nwo);
            }
            case GroupChanged e -> s.with(s.ownerOf(e.uid()), p -> p.update(e.uid(),
                    c -> c.withPower(e.power()).withAlignments(e.alignments())));
            case GroupMoved e -> s.with(e.seat(), p -> p.update(e.uid(), c -> c.at(e.master(), e.arrow())));
            case ResourceRelinked e -> s.with(e.seat(), p -> p.update(e.uid(), c -> c.at(e.group(), -1).withMoved(true)));
            case Knocked e -> s.withPhase(Phase.KNOCK).withWindow(e.window());
            case VictoryDeclared e -> s.withPhase(Phase.VICTORY).withWindow(e.window()).withFlags(s.flags().withDeclared(e.seats(), e.goals()));
            case TurnEnded e -> s.with(e.seat(), p -> p.withTurns(p.turns() + 1)).withWindow(null).withAttack(null);
            case PlayerEliminated e -> s.with(e.seat(), p -> p.withOut(true).withHand(List.of()).withDecks(List.of(), List.of())
                    .withStructure(List.of()));
            case GameEnded e -> s.ended(e.winners(), e.reason());
            // card flow
            case PlotsExposed e -> s.with(e.seat(), p -> exposed(p, e.cards().stream().map(HandCard::uid).toList(), true));
            case PlotsHidden e -> s.with(e.seat(), p -> exposed(p, e.uids(), false));
            case CardsSeen e -> s;
            case CardTaken e -> {
                HandCard c = s.player(e.from()).inHand(e.uid());
                HandCard taken = new HandCard(e.uid(), c == null ? e.card() : c.card(), false);
                yield s.with(e.from(), p -> p.withHand(without(p.hand(), e.uid())))
                        .with(e.to(), p -> p.withHand(plus(p.hand(), taken)));
            }
            case TakenFromDiscard e -> s.with(e.from(), p -> {
                List<String> discard = new ArrayList<>(p.discard());
                discard.remove(discard.lastIndexOf(e.card()));
                return p.withDiscard(discard);
            }).with(e.to(), p -> p.withHand(plus(p.hand(), new HandCard(e.uid(), e.card(), false))).withSerial(p.serial() + 1));
            case ReturnedToDeck e -> s.with(e.seat(), p -> {
                HandCard c = p.inHand(e.uid());
                List<String> deck = new ArrayList<>(p.plotDeck());
                int at = switch (e.where()) {
                    case "TOP" -> 0;
                    case "MIDDLE" -> deck.size() / 2;
                    default -> deck.size();
                };
                deck.add(at, c == null ? e.card() : c.card());
                return p.withHand(without(p.hand(), e.uid())).withDecks(deck, p.groupDeck());
            });
            case AbilityUsed e -> s.with(e.seat(), p -> io.tabletop.games.inwo.cardrules.Warehouse23.used( // last cards K: once a game
                    p.update(e.uid(), c -> c.withMoved(true)), e.uid()));
            case BottomCardsDrawn e -> s.with(e.seat(), p -> {
                List<String> deck = p.plotDeck();
                List<String> rest = deck.subList(0, Math.max(0, deck.size() - e.count()));
                List<HandCard> hand = new ArrayList<>(p.hand());
                if (e.cards() != null) hand.addAll(e.cards());
                return p.withDecks(rest, p.groupDeck()).withHand(hand).withSerial(p.serial() + e.count());
            });
            case PlotPicked e -> s.with(e.seat(), p -> {
                List<String> deck = new ArrayList<>(p.plotDeck());
                String card = deck.remove(e.index());
                return p.withDecks(deck, p.groupDeck()).withHand(plus(p.hand(), new HandCard(e.uid(), card, false)))
                        .withSerial(p.serial() + 1);
            });
            case TopCardsTaken e -> {
                Player from = s.player(e.from());
                List<String> taken = from.plotDeck().subList(0, e.uids().size());
                List<HandCard> cards = new ArrayList<>();
                for (int i = 0; i < taken.size(); i++) cards.add(new HandCard(e.uids().get(i), taken.get(i), false));
                yield s.with(e.from(), p -> p.withDecks(p.plotDeck().subList(taken.size(), p.plotDeck().size()), p.groupDeck()))
                        .with(e.to(), p -> {
                            List<HandCard> hand = new ArrayList<>(p.hand());
                            hand.addAll(cards);
                            return p.withHand(hand).withSerial(p.serial() + cards.size());
                        });
            }
            // modifiers aimed at a target
            case ReturnedToHand e -> io.tabletop.games.inwo.tokens.RivalTokens.returned(s, e); // r4 tokens
            case PlotExpired e -> io.tabletop.games.inwo.tokens.LastingPlots.expired(s, e); // r4 tokens
            case GroupSacrificed e -> s.with(e.seat(), p -> {
                Set<String> gone = new HashSet<>();
                for (Placed c : Structures.subtree(p, e.uid())) gone.add(c.uid());
                List<HandCard> hand = new ArrayList<>(p.hand());
                hand.addAll(e.toHand());
                List<String> discard = new ArrayList<>(p.discard());
                for (Placed c : Structures.subtree(p, e.uid())) if (e.resources().contains(c.uid())) discard.add(c.card());
                discard.add(e.card());
                return p.withStructure(p.structure().stream().filter(c -> !gone.contains(c.uid())).toList()).withHand(hand).withDiscard(discard);
            });
            // PLOTS, COSTS AND TAKEOVERS
            case PlotLinked e -> io.tabletop.games.inwo.plots.LinkedPlots.link(s,
                    new io.tabletop.games.inwo.model.LinkedPlot(e.seat(), e.uid(), e.card(), e.group()));
            // traits, restrictions and structure
            case TraitsChanged e -> s.ownerOf(e.uid()) < 0 ? s
                    : s.with(s.ownerOf(e.uid()), p -> p.update(e.uid(), c -> c.withTraits(e.traits())));
            // privilege and dice
            case DiceRolled e -> s.withAttack(s.attack().with(io.tabletop.games.inwo.attack.Dice.roll(s.attack().attacker(),
                    null, null, e.dice(), e.dice().get(0) + e.dice().get(1), 0))).withWindow(e.window());
            case RollChanged e -> {
                // a Plot from hand is discarded; a group's ability spends its token
                InwoState out = s.with(e.seat(), p -> p.inHand(e.uid()) != null
                        ? p.withHand(without(p.hand(), e.uid())).withDiscard(plus(p.discard(), e.card()))
                        : tokens(p, List.of(e.uid()), -1));
                yield out.withAttack(out.attack().with(io.tabletop.games.inwo.attack.Dice.roll(e.seat(), e.uid(), e.card(),
                        e.dice(), e.roll(), e.penalty())));
            }
            // r4 trade
            case TradeOffered e -> io.tabletop.games.inwo.trade.Trades.evolve(s, e);
            case TradeAccepted e -> io.tabletop.games.inwo.trade.Trades.evolve(s, e);
            case TradeClosed e -> io.tabletop.games.inwo.trade.Trades.evolve(s, e);
            case StopsSet e -> s.with(e.seat(), p -> p.withAutoPass(e.autoPass()));
            case SecretNamed e -> s.with(e.seat(), p -> io.tabletop.games.inwo.cardrules.SecretNames.named(p, e)); // last cards D
            case SecretRevealed e -> s.with(e.seat(), p -> io.tabletop.games.inwo.cardrules.SecretNames.revealed(p, e));
            case PlotHeld e -> s.with(e.seat(), p -> io.tabletop.games.inwo.cardrules.Texas.held(p, e));
            case ResourceHidden e -> s.with(e.seat(), p -> io.tabletop.games.inwo.cardrules.Warehouse23.hidden(p, e)); // last cards K
            case ResourceUncovered e -> s.with(e.seat(), p -> io.tabletop.games.inwo.cardrules.Warehouse23.uncovered(p, e));
            case HiddenResourcesMoved e -> io.tabletop.games.inwo.cardrules.Warehouse23.moved(s, e);
            case PlotUnheld e -> s.with(e.seat(), p -> io.tabletop.games.inwo.cardrules.Texas.unheld(p, e));
            case GroupGiven e -> io.tabletop.games.inwo.trade.GroupGifts.evolve(s, e);
            // r4 choices
            case ChoiceOpened e -> s.withChoice(e.choice());
            case ChoiceMade e -> io.tabletop.games.inwo.choices.Sellouts.made(io.tabletop.games.inwo.cardrules.RewritingHistory.rewritten(s, e.option()) // last cards F
                    .withChoice(null), e); // Voodoo Economics: once per game
            case GroupSwapped e -> s.with(e.seat(), p -> io.tabletop.games.inwo.choices.TradingCards.swapped(p, e));
            // r4 replay
            case GraveMarked e -> io.tabletop.games.inwo.replay.Replays.marked(s, e);
            case CardReplayed e -> io.tabletop.games.inwo.replay.Replays.replayed(s, e);
            // r4 takeover: the taken card is the TAKEOVER window's pending item
            case TakeoverOffered e -> s.withPlot(new io.tabletop.games.inwo.model.PendingPlot(e.seat(), e.uid(), e.card(), null)).withWindow(e.window());
            case TakeoverStood e -> s.withPlot(null).withWindow(null);
            case PersonalitySeized e -> io.tabletop.games.inwo.cardrules.ImmortalitySerum.seized(s, e); // last cards H
            case TakeoverCancelled e -> s.with(e.seat(), p -> p.withStructure(p.structure().stream().filter(c -> !c.uid().equals(e.uid())).toList())
                    .withHand(plus(p.hand(), new HandCard(e.uid(), e.card(), false)))).withPlot(null).withWindow(null);
            case CardRolled e -> io.tabletop.games.inwo.cardrules.RolledCards.evolve(s, e); // r4 conv
            case BoostStands e -> io.tabletop.games.inwo.plots.StandingBoosts.evolve(s, e); // +10 on defence until end of turn
        });
    }

    /** The Placed a placement creates: printed Power and alignments (read from the catalogue when needed). */
    private static Placed fresh(Placement pl, boolean isFresh) {
        return new Placed(pl.uid(), pl.card(), pl.master(), pl.arrow(), 0, isFresh, null, -1, false, false);
    }

    private static InwoState captured(InwoState s, GroupCaptured e) {
        if (e.from() < 0) {
            return s.with(e.seat(), p -> {
                HandCard c = p.inHand(e.uid());
                Placed placed = new Placed(e.uid(), c == null ? "?" : c.card(), e.master(), e.arrow(), 0, true,
                        null, -1, false, false);
                return p.withHand(without(p.hand(), e.uid())).withStructure(plus(p.structure(), placed));
            });
        }
        Player from = s.player(e.from());
        List<Placed> moved = Structures.subtree(from, e.uid());
        Set<String> ids = new HashSet<>();
        moved.forEach(c -> ids.add(c.uid()));
        InwoState out = s.with(e.from(), p -> p.withStructure(p.structure().stream().filter(c -> !ids.contains(c.uid())).toList()));
        return out.with(e.seat(), p -> {
            List<Placed> st = new ArrayList<>(p.structure());
            for (Placed c : moved) st.add(c.uid().equals(e.uid()) ? c.captured(e.master(), e.arrow()) : c);
            return p.withStructure(st);
        });
    }

    private static InwoState cancelled(InwoState s) {
        var at = s.attack();
        InwoState out = s;
        for (var c : at.contributions()) {
            if (c.seat() == at.attacker() && c.aid()) continue; // the attacker's own stay spent
            out = switch (c.kind()) {
                case ACTION, GLOBAL, SELF_DEFENCE -> out.ownerOf(c.uid()) == c.seat()
                        ? out.with(c.seat(), p -> tokens(p, List.of(c.uid()), +1)) : out;
                case PLUS_TEN, AGENT -> out.with(c.seat(), p -> {
                    List<String> discard = new ArrayList<>(p.discard());
                    discard.remove(discard.lastIndexOf(c.card()));
                    return p.withDiscard(discard).withHand(plus(p.hand(), new HandCard(c.uid(), c.card(), true)));
                });
                case HELPER -> out;
                // privilege and dice: spent for good
                case PRIVILEGE, NEGATE, INTERFERE, ROLL, PAID_OFF, BARRED -> out;
                case TOKEN_LOST -> out.ownerOf(c.uid()) == c.seat() ? out.with(c.seat(), p -> tokens(p, List.of(c.uid()), +1)) : out;
            };
        }
        return out.withAttack(null).withWindow(null);
    }

    /** Card flow: the listed hand cards exposed (or hidden again). */
    private static Player exposed(Player p, List<String> uids, boolean exposed) {
        return p.withHand(p.hand().stream().map(h -> uids.contains(h.uid()) ? new HandCard(h.uid(), h.card(), exposed) : h).toList());
    }

    private static Player removeFromGroupDeck(Player p, String card) {
        List<String> deck = new ArrayList<>(p.groupDeck());
        deck.remove(card);
        return p.withDecks(p.plotDeck(), deck);
    }

    private static Player tokens(Player p, List<String> uids, int delta) {
        Player q = p;
        for (String u : uids) q = q.update(u, c -> c.withTokens(Math.max(0, c.tokens() + delta)));
        return q;
    }

    static List<HandCard> without(List<HandCard> hand, String uid) {
        List<HandCard> out = new ArrayList<>(hand.size());
        for (HandCard c : hand) if (!c.uid().equals(uid)) out.add(c);
        return out;
    }

    static <T> List<T> plus(List<T> list, T item) {
        List<T> out = new ArrayList<>(list.size() + 1);
        out.addAll(list);
        out.add(item);
        return out;
    }
}
