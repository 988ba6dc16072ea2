package io.tabletop.games.inwo.cardrules;

import io.tabletop.engine.Rng;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.model.Sink;
import io.tabletop.games.inwo.cards.Alignment;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.Stat;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.Placed;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Card-specific rules ({@link Effect.Special}), each a one-off of one card of the Limited set, keyed by the card's
 * id. The engine's shared queries call in here with one-line hooks (marked {@code r4 conv}).
 * <ul>
 *   <li>Deprogrammers: its attacks ignore the Discordian Society's immunity (the Illuminati's own Immunity effect;
 *       any other immunity still holds).</li>
 *   <li>Church of Elvis: its Power is 4 while Elvis is in play, 8 while its own controller has him (a value set by
 *       another card still wins; bonuses add as usual).</li>
 *   <li>Wall Street: in the attacks it leads, Corporate and Government count as one alignment when that helps it
 *       (the alignment modifier is the better of the printed reading and the merged one).</li>
 *   <li>Comic Books: attacking a Weird Group to control, the Group's printed Resistance counts 0 (bonuses and
 *       multipliers still count) and its master's Weird alignment bonus is lost.</li>
 *   <li>Voudonistas: against its attacks, defence bonuses and defence multipliers of cards that are not Magic are
 *       void.</li>
 *   <li>OPEC: its Power is two dice less 2, rolled (an event from the game's seeded Rng) as it enters play and at
 *       the start of each of its controller's turns; +1 for each of Texas and Multinational Oil Companies its
 *       controller holds (an ordinary StatBonus).</li>
 *   <li>Bill Clinton: one die rolled as he enters play and at the start of each of his controller's turns; he is
 *       Liberal until the next roll when it shows 1-3 (the handbook rolls "when it matters"; once a turn is the
 *       engine's reading).</li>
 *   <li>Rain of Frogs: the Disaster's Power is 10, +4 for each Frog God the target's owner holds.</li>
 *   <li>Switzerland: a holder other than the Gnomes of Zurich gets +2 for his Groups against the Gnomes' Groups,
 *       as an any-attempt bonus on attacks on them and as a defence bonus against attacks they lead.</li>
 *   <li>Nephews of God: when its player draws in his turn's draw step, two dice are rolled for each Nephews of God
 *       he holds; on 6 or less he draws one more card of the kind he drew (no further roll for it).</li>
 *   <li>Flat Earthers: for its action on its player's main phase, two dice are rolled; when they total no more than
 *       the Places he controls, he draws that many Plots.</li>
 * </ul>
 */
public final class Specials {

    private Specials() {}

    public static final String DEPROGRAMMERS = "deprogrammers";
    public static final String DISCORDIANS = "discordian-society";
    public static final String CHURCH_OF_ELVIS = "church-of-elvis";
    public static final String ELVIS = "elvis";
    public static final String WALL_STREET = "wall-street";
    public static final String COMIC_BOOKS = "comic-books";
    public static final String VOUDONISTAS = "voudonistas";
    public static final String OPEC = "opec";
    public static final String BILL_CLINTON = "bill-clinton";
    public static final String RAIN_OF_FROGS = "rain-of-frogs";
    public static final String FROG_GOD = "the-frog-god";
    public static final String SWITZERLAND = "switzerland";
    public static final String GNOMES = "gnomes-of-zurich";
    public static final String NEPHEWS = "nephews-of-god";
    public static final String FLAT_EARTHERS = "flat-earthers";

    /** The cards whose {@link Effect.Special} this engine plays. */
    public static final Set<String> PLAYED = Set.of(DEPROGRAMMERS, CHURCH_OF_ELVIS, WALL_STREET, COMIC_BOOKS,
            VOUDONISTAS, OPEC, BILL_CLINTON, RAIN_OF_FROGS, SWITZERLAND, NEPHEWS, FLAT_EARTHERS);

    /** What the engine reads, in words (served with the catalogue). */
    public static final String PRIMITIVE = "Special (card-specific rules: Deprogrammers pierce the Discordian "
            + "immunity; Church of Elvis's Power by Elvis; Wall Street's Corporate/Government; Comic Books against "
            + "Weird; Voudonistas void non-Magic defences; OPEC's Power and Bill Clinton's Liberal rolled each turn; Rain of Frogs +4 per Frog God; Switzerland's +2 against the Gnomes; Nephews of God draw again on 6 or less; Flat Earthers draw by their Places)";

    public static boolean interprets(CardDef card, Effect e) {
        return e instanceof Effect.Special && PLAYED.contains(card.id())
                || FLAT_EARTHERS.equals(card.id()) && e instanceof Effect.Cost c && c.kind() == Effect.Cost.Kind.ACTION; // its ability's cost
    }

    // ------------------------------------------------------------------ Deprogrammers

    /** Whether the Immunity {@code e} does not stop an attack led by {@code by}: Deprogrammers and the Discordians'. */
    public static boolean pierces(Abilities a, Placed by, Effect e) {
        if (by == null || !DEPROGRAMMERS.equals(by.card())) return false;
        CardDef d = a.def(DISCORDIANS);
        if (d == null) return false;
        for (Effect x : d.effects()) if (x == e) return true;
        return false;
    }

    // ------------------------------------------------------------------ Church of Elvis

    /** The Power set by the card's own rule (Church of Elvis), or null. */
    public static Integer setStat(InwoState s, int owner, Placed c, Stat stat) {
        if (stat != Stat.POWER || !CHURCH_OF_ELVIS.equals(c.card())) return null;
        boolean any = false;
        for (Player p : s.players()) {
            for (Placed x : p.structure()) {
                if (!ELVIS.equals(x.card())) continue;
                if (p.seat() == owner) return 8;
                any = true;
            }
        }
        return any ? 4 : null;
    }

    // ------------------------------------------------------------------ Wall Street

    /** The alignment modifier of an attack led by {@code by}: Wall Street's Corporate may count as Government. */
    public static int alignment(Placed by, Set<Alignment> mine, Set<Alignment> theirs, Effect.AlignmentModifiers m,
                                boolean control, int asPrinted) {
        if (by == null || !WALL_STREET.equals(by.card())) return asPrinted;
        return Math.max(asPrinted, modifier(merged(mine), merged(theirs), m, control));
    }

    private static Set<Alignment> merged(Set<Alignment> a) {
        Set<Alignment> out = a.isEmpty() ? EnumSet.noneOf(Alignment.class) : EnumSet.copyOf(a);
        if (out.remove(Alignment.GOVERNMENT)) out.add(Alignment.CORPORATE);
        return out;
    }

    /** The rule's alignment modifier [WDH p.8, p.10], as Strength reckons it. */
    static int modifier(Set<Alignment> mine, Set<Alignment> theirs, Effect.AlignmentModifiers m, boolean control) {
        int n = 0;
        for (Alignment x : mine) {
            for (Alignment y : theirs) {
                if (x == y && x != Alignment.FANATIC) n += control ? m.controlIdentical() : m.destroyIdentical();
                else if (x.opposes(y)) n += control ? m.controlOpposite() : m.destroyOpposite();
            }
        }
        return n;
    }

    // ------------------------------------------------------------------ Comic Books

    /** Whether an attack to control led by {@code by} on {@code target} is Comic Books' on a Weird Group. */
    public static boolean comicBooks(Abilities a, Placed by, Placed target, boolean control) {
        return control && by != null && target != null && COMIC_BOOKS.equals(by.card())
                && a.alignments(target).contains(Alignment.WEIRD);
    }

    /** The target's Resistance against Comic Books: printed Resistance 0, bonuses and multiplier kept. */
    public static int resistance(Abilities.Parts r, int multiplier) {
        return new Abilities.Parts(0, r.multiplier(), r.add()).times(multiplier);
    }

    /** Whether the master alignment bonus for {@code x} is lost (Comic Books: Weird). */
    public static boolean masterBonusLost(Abilities a, Placed by, Placed target, Alignment x) {
        return x == Alignment.WEIRD && comicBooks(a, by, target, true);
    }

    // ------------------------------------------------------------------ Voudonistas

    /** Whether the defence effect {@code e} counts against an attack led by {@code attacker}: Voudonistas void non-Magic ones. */
    public static boolean defenceCounts(Abilities a, InwoState s, Placed attacker, Effect e) {
        if (attacker == null || !VOUDONISTAS.equals(attacker.card())) return true;
        for (Player p : s.players()) {
            for (Placed x : p.structure()) {
                if (holds(a, x.card(), e) && a.attributes(x).contains("MAGIC")) return true;
                for (String plot : x.traits().linked()) if (holds(a, plot, e) && magic(a, plot)) return true;
            }
        }
        for (var lp : s.linked()) if (holds(a, lp.card(), e) && magic(a, lp.card())) return true;
        for (String n : s.nwo()) {
            String card = n.split(":")[2];
            if (holds(a, card, e) && magic(a, card)) return true;
        }
        return false;
    }

    private static boolean holds(Abilities a, String card, Effect e) {
        CardDef d = a.def(card);
        if (d == null) return false;
        for (Effect x : d.effects()) if (x == e) return true;
        return false;
    }

    private static boolean magic(Abilities a, String card) {
        CardDef d = a.def(card);
        return d != null && d.attributes().contains("MAGIC");
    }

    // ------------------------------------------------------------------ Rain of Frogs

    /** Power an Instant attack's Plot adds by its own rule: Rain of Frogs +4 per Frog God the target's owner holds. */
    public static int instantBonus(InwoState s, CardDef plot, int targetOwner) {
        if (plot == null || !RAIN_OF_FROGS.equals(plot.id()) || targetOwner < 0) return 0;
        int n = 0;
        for (Placed c : s.player(targetOwner).structure()) if (FROG_GOD.equals(c.card())) n++;
        return 4 * n;
    }

    // ------------------------------------------------------------------ Switzerland

    /**
     * +2 for {@code seat}'s Groups against {@code other}'s (attacking them, or defending against them) when
     * {@code seat} holds Switzerland and is not the Gnomes of Zurich while {@code other} is.
     */
    public static int attackBonus(InwoState s, int seat, int other) {
        if (seat < 0 || other < 0 || seat == other) return 0;
        Player me = s.player(seat);
        if (GNOMES.equals(me.illuminati()) || !GNOMES.equals(s.player(other).illuminati())) return 0;
        for (Placed c : me.structure()) if (SWITZERLAND.equals(c.card())) return 2;
        return 0;
    }

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

    // ------------------------------------------------------------------ OPEC and Bill Clinton: rolled each turn

    /** A card whose value is rolled: as it enters play and at each of its controller's turn starts. */
    static boolean rolled(String card) {
        return OPEC.equals(card) || BILL_CLINTON.equals(card);
    }

    /**
     * After a command: rolls (events from the game's seeded Rng) for the rolled cards that entered play unrolled,
     * and, when a turn started, for those of the player whose turn it is.
     */
    public static void settle(Sink e, List<InwoEvent> events, Abilities a, Rng rng) {
        InwoState s = e.state();
        if (s.finished()) return;
        int started = -1;
        for (int i = events.size() - 1; i >= 0; i--) {
            if (events.get(i) instanceof InwoEvent.TurnStarted) {
                started = i;
                break;
            }
        }
        Set<String> done = new HashSet<>();
        if (started >= 0) {
            for (int i = started + 1; i < events.size(); i++) if (events.get(i) instanceof InwoEvent.CardRolled r) done.add(r.uid());
        }
        for (Player p : s.players()) {
            for (Placed c : p.structure()) {
                if (!rolled(c.card()) || a.def(c.card()) == null) continue;
                boolean unrolled = OPEC.equals(c.card()) ? c.power() < 0 : c.alignments() == null;
                boolean turn = started >= 0 && p.seat() == s.current() && !done.contains(c.uid());
                if (unrolled || turn) e.emit(roll(a, p.seat(), c, rng));
            }
        }
    }

    private static InwoEvent.CardRolled roll(Abilities a, int seat, Placed c, Rng rng) {
        if (OPEC.equals(c.card())) {
            int d1 = 1 + rng.nextInt(6);
            int d2 = 1 + rng.nextInt(6);
            return new InwoEvent.CardRolled(seat, c.uid(), c.card(), List.of(d1, d2), d1 + d2 - 2, c.alignments());
        }
        int d = 1 + rng.nextInt(6);
        Set<Alignment> own = EnumSet.noneOf(Alignment.class);
        own.addAll(c.alignments() != null ? c.alignments() : a.def(c.card()).alignments());
        if (d <= 3 && !own.contains(Alignment.CONSERVATIVE)) own.add(Alignment.LIBERAL); // never two opposites
        else own.remove(Alignment.LIBERAL);
        return new InwoEvent.CardRolled(seat, c.uid(), c.card(), List.of(d), c.power(), new ArrayList<>(own));
    }

    /** The state after a roll: the card's Power and alignments as rolled (as they were for a roll that changes neither). */
    public static InwoState evolve(InwoState s, InwoEvent.CardRolled e) {
        int owner = s.ownerOf(e.uid());
        if (owner < 0) return s;
        return s.with(owner, p -> p.update(e.uid(), c -> c.withPower(e.power()).withAlignments(e.alignments())));
    }
}
