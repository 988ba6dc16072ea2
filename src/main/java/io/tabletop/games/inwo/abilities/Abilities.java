package io.tabletop.games.inwo.abilities;

import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.cards.Alignment;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.Catalogue;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.Filter;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.cards.Stat;
import io.tabletop.games.inwo.cards.Trigger;
import io.tabletop.games.inwo.model.Placed;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The cards' continuous abilities as the rules read them: a group's Power, Global Power and Resistance now, attack
 * and defence bonuses, multipliers, immunities, hand limit, extra tokens. Only effects the interpreter accepts
 * are read; the cards in play are looked up by id (never by scanning the catalogue).
 */
public final class Abilities {

    private final Catalogue catalogue;
    private final Map<String, CardDef> cache = new HashMap<>();
    /** The rules version these abilities serve: every rule is handed them, so this is how a rule asks its version. */
    private final io.tabletop.games.inwo.versions.InwoVersion version;

    /** The abilities of the newest rules version. */
    public Abilities(Catalogue catalogue) {
        this(catalogue, io.tabletop.games.inwo.versions.InwoVersion.NEWEST);
    }

    public Abilities(Catalogue catalogue, io.tabletop.games.inwo.versions.InwoVersion version) {
        this.catalogue = catalogue;
        this.version = version;
        for (CardDef c : catalogue.all()) cache.put(c.id(), c);
        for (CardDef c : catalogue.all()) reaches.put(c.id(), Reach.of(c));
    }

    /**
     * What a card in a structure may give the cards it reaches, read once per card rather than at every query: its
     * continuous effects with their scopes, and whether they are bought with the card's action (they count only while
     * it helps an attack; a hindrance card's always do).
     */
    private record Reach(CardDef def, List<Effect> effects, List<Scope> scopes, boolean boughtWithAction) {
        static Reach of(CardDef d) {
            List<Effect> effects = new java.util.ArrayList<>();
            List<Scope> scopes = new java.util.ArrayList<>();
            for (Effect e : d.effects()) {
                Scope scope = continuous(e) ? scopeOf(e) : null;
                if (scope == null) continue;
                effects.add(e);
                scopes.add(scope);
            }
            return new Reach(d, List.copyOf(effects), List.copyOf(scopes),
                    ActionBonuses.bonusCard(d) && !ActionBonuses.hindranceCard(d));
        }
    }

    private final Map<String, Reach> reaches = new HashMap<>();

    private Reach reach(String card) {
        Known k = known(card);
        return k == null ? null : k.reach();
    }

    /** A card id as some state holds it, with its card and reach. */
    private record Known(String id, CardDef def, Reach reach) {}

    /**
     * The cards last looked up, one slot each by the identity of the id's String: the rules look up the same few
     * cards of a state thousands of times a move (every legal-move candidate, every figure), and a state's ids are
     * Strings of their own, equal to the catalogue's but not the same, so the map's lookup compares their characters
     * every time; here the same String is found by identity. Racy on purpose: a slot holds one immutable record, and
     * a lost write only costs a map lookup.
     */
    private final Known[] known = new Known[KNOWN_SLOTS];

    private static final int KNOWN_SLOTS = 4096; // a power of two

    private Known known(String id) {
        int slot = System.identityHashCode(id) & (KNOWN_SLOTS - 1);
        Known k = known[slot];
        if (k != null && k.id() == id) return k;
        CardDef d = cache.get(id);
        if (d == null) return null;
        k = new Known(id, d, reaches.get(id));
        known[slot] = k;
        return k;
    }

    /** The rules version the game is played under (see {@link io.tabletop.games.inwo.versions.InwoVersion}). */
    public io.tabletop.games.inwo.versions.InwoVersion version() {
        return version;
    }

    public Catalogue catalogue() {
        return catalogue;
    }

    /** The card, or a refusal-friendly null for an unknown id. */
    public CardDef def(String id) {
        if (id == null) return null;
        Known k = known(id);
        return k == null ? null : k.def();
    }

    /** Current alignments: printed or changed for good, with those lent by cards in play (see {@link CurrentTraits}). */
    public Set<Alignment> alignments(Placed c) {
        Set<Alignment> own = c.alignments() != null ? (c.alignments().isEmpty() ? Set.of() : EnumSet.copyOf(c.alignments()))
                : def(c.card()).alignments();
        return c.traits() == io.tabletop.games.inwo.model.Traits.PRINTED ? own : CurrentTraits.alignments(own, c.traits());
    }

    /**
     * Alignments now, in play: {@link #alignments(Placed)} with those a New World Order lends (Military-Industrial
     * Complex, see {@link CurrentTraits#inPlay}). Every rule reads this one but goals (and changes made to a Group's
     * own alignments), which read {@link #alignments(Placed)}.
     */
    public Set<Alignment> alignments(InwoState s, Placed c) {
        return CurrentTraits.inPlay(s, alignments(c));
    }

    /** Current attributes: printed, changed for good or lent (see {@link CurrentTraits}). */
    public Set<String> attributes(Placed c) {
        Set<String> own = def(c.card()).attributes();
        return c.traits() == io.tabletop.games.inwo.model.Traits.PRINTED ? own : CurrentTraits.attributes(own, c.traits());
    }

    /** Whether {@code c} matches {@code f} with its alignments for goals (goals read this one). */
    public boolean matches(Filter f, Placed c, int power, boolean self) {
        return f.matchesEverything() || f.matches(def(c.card()), alignments(c), attributes(c), power, null, self, false, java.util.Set.of());
    }

    /** Whether {@code c} matches {@code f} with its alignments now, in play ({@link #alignments(InwoState, Placed)}). */
    public boolean matches(InwoState s, Filter f, Placed c, int power, boolean self) {
        return f.matchesEverything() || f.matches(def(c.card()), alignments(s, c), attributes(c), power, null, self, false, java.util.Set.of());
    }

    private boolean matchesPrinted(InwoState s, Filter f, Placed c) {
        return f.matchesEverything() || f.matches(def(c.card()), alignments(s, c), attributes(c), basePower(c), null, false, false, java.util.Set.of());
    }

    public int basePower(Placed c) {
        return c.power() >= 0 ? c.power() : def(c.card()).power();
    }

    /** The sources whose continuous abilities reach {@code c}: itself, its linked Resources, its structure, NWOs. */
    private void sources(InwoState s, int owner, Placed c, Visitor v) {
        sources(s, owner, c, (e, self, scope, uid, card) -> v.visit(e, self, scope));
    }

    /** The same, each effect with the card it comes from (its uid in play, and its id). */
    private void sources(InwoState s, int owner, Placed c, SourcedVisitor v) {
        Player p = s.player(owner);
        for (Placed other : p.structure()) {
            Reach r = reach(other.card());
            if (r.effects().isEmpty()) continue;
            if (r.boughtWithAction() && !ActionBonuses.counts(s, r.def(), other)) continue; // r4 tokens: a defence bought with the card's action (last cards: Weather Satellite's two actions always)
            boolean self = other.uid().equals(c.uid());
            boolean linked = other.resource() && c.uid().equals(other.master());
            boolean master = c.master() != null && c.master().equals(other.uid()) && !c.resource();
            boolean puppet = !other.resource() && c.uid().equals(other.master());
            for (int i = 0; i < r.effects().size(); i++) {
                Effect e = r.effects().get(i);
                Scope scope = r.scopes().get(i);
                boolean reaches = switch (scope) {
                    case SELF -> self;
                    case LINKED -> linked;
                    case STRUCTURE -> true;
                    case ILLUMINATI -> c.illuminati();
                    case ALL_IN_PLAY -> true;
                    case PUPPETS -> master;
                    case MASTER -> puppet;
                    default -> false;
                };
                if (reaches) v.visit(e, self, scope, other.uid(), other.card());
            }
        }
        // PLOTS, COSTS AND TAKEOVERS: Plots linked to this group
        for (var lp : linkedOn(s, c.uid())) {
            for (Effect e : def(lp.card()).effects()) if (continuous(e) && scopeOf(e) == Scope.LINKED) v.visit(e, false, Scope.LINKED, lp.uid(), lp.card());
        }
        // traits, restrictions and structure: Plots linked to the group (Dictatorship, Messiah)
        for (String plot : c.traits().linked()) {
            for (Effect e : def(plot).effects()) if (continuous(e) && scopeOf(e) == Scope.LINKED) v.visit(e, false, Scope.LINKED, null, plot);
        }
        // cards in other structures that reach every group in play, and the New World Order cards
        for (Global g : globals(s)) if (g.seat() != owner) v.visit(g.effect(), false, Scope.ALL_IN_PLAY, g.uid(), g.card());
    }

    /** Listed Plots linked to the group {@code uid} (a query of the state the abilities read; plots.LinkedPlots links them). */
    public static List<io.tabletop.games.inwo.model.LinkedPlot> linkedOn(InwoState s, String uid) {
        if (s.linked().isEmpty()) return List.of();
        List<io.tabletop.games.inwo.model.LinkedPlot> out = new java.util.ArrayList<>();
        for (var lp : s.linked()) if (lp.group().equals(uid)) out.add(lp);
        return out;
    }

    /** An effect reaching every group in play: from a card of {@code seat}'s structure, or an NWO (seat -1). */
    private record Global(int seat, Effect effect, String uid, String card) {}

    private record Globals(InwoState state, List<Global> effects) {}

    /** The last state's global effects: queries come in bursts on one state (legal moves, a view). */
    private volatile Globals lastGlobals;

    private List<Global> globals(InwoState s) {
        Globals g = lastGlobals;
        if (g != null && g.state() == s) return g.effects();
        List<Global> out = new java.util.ArrayList<>();
        for (Player q : s.players()) {
            for (Placed other : q.structure()) {
                for (Effect e : def(other.card()).effects()) {
                    if (continuous(e) && scopeOf(e) == Scope.ALL_IN_PLAY) out.add(new Global(q.seat(), e, other.uid(), other.card()));
                }
            }
        }
        for (String n : s.nwo()) {
            String[] f = n.split(":");
            for (Effect e : def(f[2]).effects()) if (continuous(e)) out.add(new Global(-1, e, f[1], f[2]));
        }
        lastGlobals = new Globals(s, out);
        return out;
    }

    interface Visitor {
        void visit(Effect e, boolean self, Scope scope);
    }

    /** A visitor told the source of each effect: the uid of the card in play (null if unknown) and its card id. */
    interface SourcedVisitor {
        void visit(Effect e, boolean self, Scope scope, String uid, String card);
    }

    private static final Set<Scope> CONTINUOUS_SCOPES = Set.of(Scope.SELF, Scope.LINKED, Scope.PUPPETS, Scope.MASTER,
            Scope.STRUCTURE, Scope.ILLUMINATI, Scope.ALL_IN_PLAY);

    /** Continuous effects the stat and immunity queries read: every rule asks here, so it lives with the queries. */
    public static boolean continuous(Effect e) {
        return switch (e) {
            case Effect.StatBonus b -> CONTINUOUS_SCOPES.contains(b.who()) && !b.filter().chosenAlignment();
            case Effect.StatMultiplier m -> CONTINUOUS_SCOPES.contains(m.who()) && m.when() != Effect.StatMultiplier.Situation.ONCE;
            case Effect.SetStat x -> CONTINUOUS_SCOPES.contains(x.who());
            case Effect.DefenceBonus d -> CONTINUOUS_SCOPES.contains(d.who());
            case Effect.Immunity i -> CONTINUOUS_SCOPES.contains(i.who()) && switch (i.to()) {
                // abilities: the only ability the engine plays on another's card is a group's cancellation
                case ATTACKS, ATTACKS_AND_ABILITIES, ABILITIES, CONTROL, DESTROY, INSTANT -> true;
                default -> false;
            };
            case Effect.Tokens t -> CONTINUOUS_SCOPES.contains(t.who()) && t.perEach() == null
                    && (t.when() == Trigger.ALWAYS || t.when() == Trigger.TURN_START);
            default -> false;
        };
    }

    /** Whom a continuous effect reaches (null for other effects). */
    public static Scope scopeOf(Effect e) {
        return switch (e) {
            case Effect.StatBonus b -> b.who();
            case Effect.StatMultiplier m -> m.who();
            case Effect.SetStat x -> x.who();
            case Effect.DefenceBonus d -> d.who();
            case Effect.Immunity i -> i.who();
            case Effect.Tokens t -> t.who();
            default -> null;
        };
    }

    /**
     * A stat in its three parts, in the calculation order [WDH p.17]: the set (or printed) value, the single largest
     * multiplier that always applies, and the additions.
     */
    public record Parts(int base, int multiplier, int add) {
        public int value() {
            return Math.max(0, base * multiplier + add);
        }

        /** The value with another multiplier competing (only the largest applies). */
        public int times(int other) {
            return Math.max(0, base * Math.max(multiplier, other) + add);
        }
    }

    /** Power now: printed (or raised), times the largest ALWAYS multiplier, plus bonuses; never below 0. */
    public int power(InwoState s, int owner, Placed c) {
        return parts(s, owner, c, Stat.POWER).value();
    }

    public int resistance(InwoState s, int owner, Placed c) {
        return parts(s, owner, c, Stat.RESISTANCE).value();
    }

    /** Global Power now: never above Power. */
    public int globalPower(InwoState s, int owner, Placed c) {
        return globalPower(s, owner, c, power(s, owner, c));
    }

    /** The same, {@code power} being the card's Power now (for one who has it already). */
    public int globalPower(InwoState s, int owner, Placed c, int power) {
        return Math.min(parts(s, owner, c, Stat.GLOBAL_POWER).value(), power);
    }

    public Parts parts(InwoState s, int owner, Placed c, Stat stat) {
        return statParts(s, owner, c, stat).parts();
    }

    /**
     * A stat in its parts with their sources: the printed value, the set value (a set value in play wins over one
     * changed for good), the largest ALWAYS multiplier and each card's addition. Every continuous effect here lasts as
     * long as its source stays in play.
     */
    public StatParts statParts(InwoState s, int owner, Placed c, Stat stat) {
        CardDef d = def(c.card());
        int printed = switch (stat) {
            case POWER -> d.power();
            case RESISTANCE -> d.resistance();
            case GLOBAL_POWER -> d.globalPower();
            case POWER_OR_RESISTANCE -> 0;
        };
        int printedPower = basePower(c);
        List<StatParts.Addition> add = new java.util.ArrayList<>();
        int[] mult = {1};
        Integer[] set = {null};
        boolean[] copyPower = {false};
        sources(s, owner, c, (e, self, scope, uid, card) -> {
            switch (e) {
                case Effect.StatBonus b when b.stat() == stat && matches(s, b.filter(), c, printedPower, self) -> {
                    int amount = b.amount() * (b.perEach() == null ? 1 : count(s, owner, b.perEach()));
                    if (amount != 0) add.add(new StatParts.Addition(uid, card, amount));
                }
                case Effect.StatMultiplier m when m.stat() == stat && m.when() == Effect.StatMultiplier.Situation.ALWAYS
                        && matches(s, m.filter(), c, printedPower, self) -> mult[0] = Math.max(mult[0], m.factor());
                case Effect.SetStat x when x.stat() == stat && matches(s, x.filter(), c, printedPower, self) -> {
                    if (x.copyOf() == Stat.POWER && stat != Stat.POWER) copyPower[0] = true;
                    else set[0] = x.value();
                }
                default -> { }
            }
        });
        if (set[0] == null) set[0] = io.tabletop.games.inwo.abilities.SpecialModifiers.setStat(s, owner, c, stat); // r4 conv
        if (copyPower[0]) return new StatParts(printed, power(s, owner, c), 1, List.of());
        if (set[0] == null && stat == Stat.POWER && c.power() >= 0) set[0] = c.power(); // changed for good
        return new StatParts(printed, set[0], mult[0], add);
    }

    /**
     * The Groups a perEach filter counts for the card {@code self}: its own puppets (Groups directly controlled by
     * it) when the filter says {@code puppetOfSelf}, else every Group of the owner's Power Structure.
     */
    public int countFor(InwoState s, int owner, Placed self, Filter f) {
        if (!f.puppetOfSelf()) return count(s, owner, f);
        int n = 0;
        for (Placed c : s.player(owner).structure()) {
            if (!c.resource() && self.uid().equals(c.master())
                    && f.matches(def(c.card()), alignments(s, c), attributes(c), basePower(c), null, false, true, java.util.Set.of())) n++;
        }
        return n;
    }

    private int count(InwoState s, int owner, Filter f) {
        int n = 0;
        for (Placed c : s.player(owner).structure()) if (!c.resource() && matchesPrinted(s, f, c)) n++;
        return n;
    }

    /** The largest multiplier on the target's defence against {@code kind} (1: none). */
    public int defenceMultiplier(InwoState s, int owner, Placed target, AttackKind kind) {
        return defenceMultiplier(s, owner, target, kind, null);
    }

    /** The same against an attack led by {@code attacker} (null: any). */
    public int defenceMultiplier(InwoState s, int owner, Placed target, AttackKind kind, Placed attacker) { // r4 conv
        int[] m = {1};
        sources(s, owner, target, (e, self, scope) -> {
            if (e instanceof Effect.StatMultiplier x && x.when() == Effect.StatMultiplier.Situation.DEFENDING
                    && (x.stat() == Stat.POWER || x.stat() == Stat.RESISTANCE || x.stat() == Stat.POWER_OR_RESISTANCE)
                    && (x.on() == null || x.on().covers(kind.type())) && matches(s, x.filter(), target, basePower(target), self)
                    && io.tabletop.games.inwo.abilities.SpecialModifiers.defenceCounts(this, s, attacker, e)) { // r4 conv
                m[0] = Math.max(m[0], x.factor());
            }
        });
        return Math.max(m[0], PollDefence.factor(this, s, owner, target, kind)); // r4 tokens
    }

    /** The largest multiplier on the attacking group's Power (1: none). */
    public int attackMultiplier(InwoState s, int owner, Placed attacker, AttackKind kind) {
        return attackMultiplier(s, owner, attacker, kind, null);
    }

    /**
     * The largest multiplier on the attacking group's Power against {@code target} (1: none); one that names what it
     * is against (Prince Charles: Media x2 against him) needs the target to match.
     */
    public int attackMultiplier(InwoState s, int owner, Placed attacker, AttackKind kind, Placed target) {
        int[] m = {1};
        sources(s, owner, attacker, (e, self, scope) -> {
            if (e instanceof Effect.StatMultiplier x && x.when() == Effect.StatMultiplier.Situation.ATTACKING
                    && x.stat() == Stat.POWER
                    && (x.against().matchesEverything() || target != null && matches(s, x.against(), target, basePower(target), false))
                    && (x.on() == null || x.on().covers(kind.type())) && matches(s, x.filter(), attacker, basePower(attacker), self)) {
                m[0] = Math.max(m[0], x.factor());
            }
        });
        return Math.max(m[0], CardFigures.libertariansMultiplier(this, s, attacker, kind, target)); // last cards E
    }

    /**
     * Attack bonuses for {@code attacker} (a group of {@code owner}'s, null for an Instant attack launched by owner)
     * against {@code target}: "direct" ones (the group's own, its Resources', its puppets' for their master) and "any
     * attempt" ones (anywhere in the structure), added up as {@link AttackBonuses} says (ruling I5 from version 4).
     */
    public int attackBonus(InwoState s, int owner, Placed attacker, Placed target, int targetOwner, AttackKind kind) {
        AttackBonuses bonuses = new AttackBonuses();
        for (Placed c : s.player(owner).structure()) {
            boolean self = attacker != null && c.uid().equals(attacker.uid());
            boolean linked = attacker != null && c.resource() && attacker.uid().equals(c.master());
            if (!io.tabletop.games.inwo.abilities.ActionBonuses.counts(s, def(c.card()), c)) continue; // PLOTS, COSTS AND TAKEOVERS: bought with its action
            for (Effect e : def(c.card()).effects()) {
                if (!(e instanceof Effect.AttackBonus b) || !b.on().covers(kind.type())) continue;
                if (attacker != null && !matches(s, b.attacker(), attacker, basePower(attacker), self)) continue;
                if (ActionBonuses.leftToInstant(def(c.card()), b, attacker == null)) continue; // last cards: a named Disaster's
                if (!matches(s, b.target(), target, power(s, targetOwner < 0 ? owner : targetOwner, target), false)) continue;
                boolean puppetOfAttacker = attacker != null && !c.resource() && attacker.uid().equals(c.master());
                switch (b.by()) {
                    case SELF -> { if (self) bonuses.direct(c.uid(), b.amount()); }
                    case LINKED -> { if (linked) bonuses.direct(c.uid(), b.amount()); }
                    case MASTER -> { if (puppetOfAttacker) bonuses.direct(c.uid(), b.amount()); }
                    case STRUCTURE, ILLUMINATI -> bonuses.anyAttempt(c.uid(), b.amount());
                    default -> { }
                }
            }
        }
        if (attacker != null) {
            for (Effect.MayJoin m : mayJoin(s, owner, attacker, Effect.MayJoin.Mode.ATTACK, attacker, owner, target, targetOwner)) {
                bonuses.direct(attacker.uid(), m.bonus());
            }
        }
        // Plots linked to the attacker, each a card of its own; Switzerland's any-attempt bonus
        bonuses.direct("linked Plots", io.tabletop.games.inwo.abilities.LinkedBonusPlots.linkedPlotBonus(this, s, attacker, target, targetOwner, kind)); // r4 misc
        bonuses.anyAttempt("Switzerland", io.tabletop.games.inwo.abilities.SpecialModifiers.attackBonus(s, owner, targetOwner)); // r4 conv
        return bonuses.total(version.bonusesOfDifferentCardsAdd());
    }

    /** The bonus a group adds when it aids an attack of {@code kind} on {@code target} (AttackBonus by AIDING). */
    public int aidingBonus(InwoState s, int owner, Placed g, Placed target, int targetOwner, AttackKind kind) {
        int n = 0;
        for (Effect e : def(g.card()).effects()) {
            if (e instanceof Effect.AttackBonus b && b.by() == Scope.AIDING && b.on().covers(kind.type())
                    && (target == null || matches(s, b.target(), target, basePower(target), false))) n += b.amount();
        }
        return n;
    }

    /** Defence bonuses of the target against {@code kind} led by {@code attacker} (null for an Instant attack). */
    public int defenceBonus(InwoState s, int owner, Placed target, Placed attacker, int attackerOwner, AttackKind kind) {
        int[] sum = {0};
        sources(s, owner, target, (e, self, scope) -> {
            if (e instanceof Effect.DefenceBonus d && d.against().covers(kind.type())
                    && matches(s, d.filter(), target, basePower(target), self)
                    && (d.attacker().matchesEverything() || (attacker != null
                    && matches(s, d.attacker(), attacker, power(s, attackerOwner, attacker), false)))
                    && io.tabletop.games.inwo.abilities.SpecialModifiers.defenceCounts(this, s, attacker, e)) { // r4 conv
                sum[0] += d.amount();
            }
        });
        if (attacker != null) sum[0] += io.tabletop.games.inwo.abilities.SpecialModifiers.attackBonus(s, owner, attackerOwner); // r4 conv: Switzerland
        return sum[0];
    }

    /**
     * The alignment modifiers of an attack led by {@code by} (per identical and per opposite alignment, for control
     * and for destroy): the rule's (+4, -4, -4, +4) unless a card in play changes them (the last one in play wins).
     */
    public Effect.AlignmentModifiers alignmentModifiers(InwoState s, int owner, Placed by) {
        Effect.AlignmentModifiers[] m = {Effect.AlignmentModifiers.RULE};
        for (Placed c : s.player(owner).structure()) {
            for (Effect e : def(c.card()).effects()) {
                if (e instanceof Effect.AlignmentModifiers x && (x.who() == Scope.STRUCTURE || x.who() == Scope.ILLUMINATI
                        || x.who() == Scope.SELF && c.uid().equals(by.uid()) || x.who() == Scope.ALL_IN_PLAY)) m[0] = x;
            }
        }
        for (String n : s.nwo()) {
            for (Effect e : def(n.split(":")[2]).effects()) if (e instanceof Effect.AlignmentModifiers x) m[0] = x;
        }
        return m[0];
    }

    /** The restrictions of {@code on} that reach {@code c}: its own (SELF), its structure's, and those of every group in play. */
    public List<Effect.Restriction> restrictions(InwoState s, int owner, Placed c, Effect.Restriction.On on) {
        List<Effect.Restriction> out = new java.util.ArrayList<>();
        for (Held h : restrictionsInPlay(s)) {
            Effect.Restriction r = h.restriction();
            if (r.on() != on) continue;
            boolean reaches = switch (r.who()) {
                case SELF -> c.uid().equals(h.uid());
                case STRUCTURE, ILLUMINATI -> h.seat() == owner;
                case ALL_IN_PLAY -> true;
                default -> false;
            };
            if (reaches && matches(s, r.filter(), c, basePower(c), c.uid().equals(h.uid()))) out.add(r);
        }
        return out;
    }

    /** A restriction in play: on the card {@code uid} of {@code seat}'s structure, or an NWO (seat -1). */
    private record Held(int seat, String uid, Effect.Restriction restriction) {}

    private record HeldIn(InwoState state, List<Held> held) {}

    private volatile HeldIn lastHeld;

    private List<Held> restrictionsInPlay(InwoState s) {
        HeldIn h = lastHeld;
        if (h != null && h.state() == s) return h.held();
        List<Held> out = new java.util.ArrayList<>();
        for (Player p : s.players()) {
            for (Placed other : p.structure()) {
                for (Effect e : def(other.card()).effects()) {
                    if (e instanceof Effect.Restriction r) out.add(new Held(p.seat(), other.uid(), r));
                }
            }
        }
        for (String n : s.nwo()) {
            for (Effect e : def(n.split(":")[2]).effects()) {
                if (e instanceof Effect.Restriction r && r.who() == Scope.ALL_IN_PLAY) out.add(new Held(-1, null, r));
            }
        }
        lastHeld = new HeldIn(s, out);
        return out;
    }

    /** Whether {@code target} (of {@code owner}) is immune to the abilities of {@code by} (of {@code byOwner}). */
    public boolean immuneToAbilities(InwoState s, int owner, Placed target, Placed by, int byOwner) {
        if (owner == byOwner) return false;
        boolean[] out = {false};
        sources(s, owner, target, (e, self, scope) -> {
            if (e instanceof Effect.Immunity i && (i.to() == Effect.Immunity.To.ABILITIES || i.to() == Effect.Immunity.To.ATTACKS_AND_ABILITIES)
                    && matches(s, i.filter(), target, basePower(target), self) && matches(s, i.from(), by, power(s, byOwner, by), false)) {
                out[0] = true;
            }
        });
        return out[0];
    }

    /** A group that may not spend tokens or use abilities (e.g. Green groups under World Hunger). */
    public boolean cannotAct(InwoState s, int owner, Placed c) {
        return !c.illuminati() && !restrictions(s, owner, c, Effect.Restriction.On.CANNOT_ACT).isEmpty();
    }

    /** The MayJoin abilities of a group (its own) for {@code mode}, whose attacker and target filters match. */
    public List<Effect.MayJoin> mayJoin(InwoState s, int owner, Placed g, Effect.MayJoin.Mode mode, Placed attacker,
                                        int attackerOwner, Placed target, int targetOwner) {
        return joins(s, g, mode, attacker, attackerOwner, target, false);
    }

    /**
     * The free OPPOSE abilities of a group (France: "its Power may defend your Liberal Groups, free") fitting an
     * attack on its own player's {@code target}: it opposes without spending a token.
     */
    public List<Effect.MayJoin> freeOppose(InwoState s, int owner, Placed g, Placed attacker, int attackerOwner,
                                           Placed target, int targetOwner) {
        if (target == null || targetOwner != owner) return List.of();
        return joins(s, g, Effect.MayJoin.Mode.OPPOSE, attacker, attackerOwner, target, true);
    }

    private List<Effect.MayJoin> joins(InwoState s, Placed g, Effect.MayJoin.Mode mode, Placed attacker,
                                       int attackerOwner, Placed target, boolean free) {
        List<Effect.MayJoin> out = new java.util.ArrayList<>();
        for (Effect e : def(g.card()).effects()) {
            if (!(e instanceof Effect.MayJoin m) || m.free() != free || m.who() != Scope.SELF) continue;
            boolean modeFits = m.mode() == mode || m.mode() == Effect.MayJoin.Mode.AID_OR_OPPOSE
                    && (mode == Effect.MayJoin.Mode.AID || mode == Effect.MayJoin.Mode.OPPOSE);
            if (!modeFits) continue;
            if (!m.attackers().matchesEverything() && (attacker == null
                    || !matches(s, m.attackers(), attacker, power(s, attackerOwner, attacker), false))) continue;
            if (!m.targets().matchesEverything() && (target == null
                    || !matches(s, m.targets(), target, basePower(target), false))) continue;
            out.add(m);
        }
        return out;
    }

    /** Whether {@code target} (of {@code owner}) is immune to {@code by} (a group, or null for a Plot) for {@code kind}. */
    public boolean immune(InwoState s, int owner, Placed target, Placed by, int byOwner, AttackKind kind) {
        if (owner == byOwner || by == null) return false; // never immune to what you control; immunity stops no Plot
        if (CurrentTraits.immuneByMark(this, s, target, by, byOwner, kind)) return true; // a Vampire: only Magic destroys it
        for (Effect.Immunity i : immunitiesOn(s, owner, target)) {
            if (coversAttack(i.to(), kind) && matches(s, i.from(), by, power(s, byOwner, by), false)
                    && !io.tabletop.games.inwo.abilities.SpecialModifiers.pierces(this, by, i)) { // r4 conv
                return true;
            }
        }
        return false;
    }

    /** The Immunities reaching groups, by owner and group uid, of the last state asked about. */
    private record ImmunitiesIn(InwoState state, List<Map<String, ImmunitiesOn>> byOwner) {}

    /** Those reaching one group, kept with the very group asked about (a changed copy is asked anew). */
    private record ImmunitiesOn(Placed target, List<Effect.Immunity> immunities) {}

    private volatile ImmunitiesIn lastImmunities;

    /**
     * The Immunities that reach {@code target} and whose filter takes it: what {@link #immune} reads that does not
     * depend on the attacker. Legal moves ask {@link #immune} for every attacker, kind and Privilege against each
     * target of one state, so a target's are gathered once per state.
     */
    private List<Effect.Immunity> immunitiesOn(InwoState s, int owner, Placed target) {
        ImmunitiesIn kept = lastImmunities;
        if (kept == null || kept.state() != s) {
            List<Map<String, ImmunitiesOn>> byOwner = new java.util.ArrayList<>();
            for (int i = 0; i < s.seats(); i++) byOwner.add(new java.util.concurrent.ConcurrentHashMap<>());
            kept = new ImmunitiesIn(s, byOwner);
            lastImmunities = kept;
        }
        Map<String, ImmunitiesOn> ofOwner = kept.byOwner().get(owner);
        ImmunitiesOn on = ofOwner.get(target.uid());
        if (on != null && on.target() == target) return on.immunities();
        List<Effect.Immunity> out = new java.util.ArrayList<>(1);
        sources(s, owner, target, (e, self, scope) -> {
            if (e instanceof Effect.Immunity i && matches(s, i.filter(), target, basePower(target), self)) out.add(i);
        });
        on = new ImmunitiesOn(target, out.isEmpty() ? List.of() : List.copyOf(out));
        ofOwner.put(target.uid(), on);
        return on.immunities();
    }

    private static boolean coversAttack(Effect.Immunity.To to, AttackKind kind) {
        return switch (to) {
            case ATTACKS, ATTACKS_AND_ABILITIES -> true;
            case CONTROL -> kind == AttackKind.CONTROL;
            case DESTROY -> kind == AttackKind.DESTROY;
            case INSTANT -> kind.instant();
            default -> false;
        };
    }

    /** Tokens {@code c} gets each turn: 1, plus Tokens effects (UFOs: 2 for the Illuminati). */
    public int tokensPerTurn(InwoState s, int owner, Placed c) {
        int[] n = {1};
        sources(s, owner, c, (e, self, scope) -> {
            if (e instanceof Effect.Tokens t && t.perEach() == null && (t.when() == Trigger.ALWAYS || t.when() == Trigger.TURN_START)
                    && matches(s, t.filter(), c, basePower(c), self)) n[0] += t.count();
        });
        n[0] += CardFigures.extraTokens(this, s, owner, c); // last cards E
        return Math.max(0, n[0]);
    }

    /** Plots a player may hold off his turn: 5, plus HandLimit effects of his structure (Gnomes: 6). */
    public int handLimit(InwoState s, int seat) {
        int n = 5;
        for (Placed c : s.player(seat).structure()) {
            for (Effect e : def(c.card()).effects()) if (e instanceof Effect.HandLimit h) n += h.extra();
        }
        return n;
    }

    /** Effects of one primitive type on the player's Illuminati and structure (abilities that are no stat). */
    public <E extends Effect> List<E> structureEffects(InwoState s, int seat, Class<E> type) {
        // asked for every attack a seat could make, at every legal-moves listing: no stream, nothing allocated when none
        List<E> out = null;
        for (Placed c : s.player(seat).structure()) {
            List<E> of = def(c.card()).effects(type);
            if (of.isEmpty()) continue;
            if (out == null) out = new java.util.ArrayList<>(of.size() + 2);
            out.addAll(of);
        }
        return out == null ? List.of() : java.util.Collections.unmodifiableList(out);
    }

    public <E extends Effect> List<E> illuminatiEffects(InwoState s, int seat, Class<E> type) {
        Placed root = s.player(seat).root();
        return root == null ? List.of() : def(root.card()).effects(type);
    }
}
