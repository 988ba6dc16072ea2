package io.tabletop.games.inwo.abilities;

import io.tabletop.games.inwo.cards.Alignment;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.Stat;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.Player;
import java.util.EnumSet;
import java.util.Set;

/**
 * The Special cards ({@link Effect.Special}) whose rule changes a stat or an attack's figures: read by
 * {@link Abilities} and the attack's strength, so they sit with the ability queries (the rest of the Special cards
 * are {@code cardrules.Specials}'). Each marked {@code r4 conv} where it is read.
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
 *   <li>Rain of Frogs: the Disaster's Power is 10, +4 for each Frog God the target's owner holds.</li>
 *   <li>Switzerland: a holder other than the Gnomes of Zurich gets +2 for his Groups against the Gnomes' Groups,
 *       as an any-attempt bonus on attacks on them and as a defence bonus against attacks they lead.</li>
 * </ul>
 */
public final class SpecialModifiers {

    private SpecialModifiers() {}

    public static final String DEPROGRAMMERS = "deprogrammers";
    public static final String DISCORDIANS = "discordian-society";
    public static final String CHURCH_OF_ELVIS = "church-of-elvis";
    public static final String ELVIS = "elvis";
    public static final String WALL_STREET = "wall-street";
    public static final String COMIC_BOOKS = "comic-books";
    public static final String VOUDONISTAS = "voudonistas";
    public static final String RAIN_OF_FROGS = "rain-of-frogs";
    public static final String FROG_GOD = "the-frog-god";
    public static final String SWITZERLAND = "switzerland";
    public static final String GNOMES = "gnomes-of-zurich";

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
}
