package io.tabletop.games.inwo.cards;

import io.tabletop.engine.Nullable;
import java.util.List;

/**
 * What a card does, as data: a small set of parameterised primitives. A card's effect is the list of its
 * primitives, read together. On a Group, Resource or Illuminati an effect holds while the card is in play (or each
 * turn, or when its {@link Trigger} fires); on a Plot it happens once when the Plot is played, unless the Plot is
 * linked or is a New World Order card, which hold while in play. The {@link Cost} entries of a card say what
 * playing it (or using the ability) costs. A card whose effect these primitives cannot say carries
 * {@link Unsupported} with the reason, and is then not implemented by any engine.
 *
 * <p>Conventions. Plots of a handbook family ({@link PlotKind} PLUS_TEN, RELOAD, POWER_UP, REALIGN, instants, GOAL,
 * NWO) carry their family primitive and no Cost: the family rule says what they cost [WDH p.4-5, p.11-13, p.20].
 * An ability with {@link Trigger#ACTION} is used by spending the card's own token (its Cost ACTION says the same).
 * Several COUNTS_DOUBLE goals of one card are alternatives (a Group counts double if any matches).
 *
 * <p>Scopes are seen from the card: SELF is the card, LINKED the Group a Resource or Plot is linked to, TARGET what
 * a Plot is played on, STRUCTURE its controller's Power Structure, ALL_IN_PLAY everyone's Groups.
 *
 * <p>The catalogue file writes each primitive as an object with one key naming its type (see {@link EffectData}).
 */
public sealed interface Effect {

    // --- attack arithmetic -------------------------------------------------------------------------------------

    /**
     * A bonus to attacks of type {@code on} on targets matching {@code target}, led by Groups of {@code by}
     * matching {@code attacker}: SELF is a "direct" bonus (only when this card leads), STRUCTURE an "any attempt"
     * bonus (every attack its controller's Groups lead), AIDING when this card aids, LINKED the Group it is linked
     * to, ILLUMINATI its controller's Illuminati, TARGET the one attack a Plot is played on, ALL_IN_PLAY anyone's.
     * Negative amounts are penalties. A "direct" and an "any attempt" bonus never add up [WDH p.18].
     */
    record AttackBonus(AttackType on, Scope by, int amount, Filter target, Filter attacker) implements Effect {
        public AttackBonus {
            target = target == null ? Filter.ANY : target;
            attacker = attacker == null ? Filter.ANY : attacker;
        }
    }

    /**
     * A bonus to defend (added to Resistance against control, to Power against destroy and instants) for the Groups
     * of {@code who} matching {@code filter}, against attacks led by Groups (or instants played as Plots) matching
     * {@code attacker}. A negative amount helps the attacker ("Media get +4 to control it").
     */
    record DefenceBonus(AttackType against, Scope who, Filter filter, int amount, Filter attacker)
            implements Effect {
        public DefenceBonus {
            filter = filter == null ? Filter.ANY : filter;
            attacker = attacker == null ? Filter.ANY : attacker;
        }
    }

    /**
     * Adds {@code amount} to a stat of the Groups of {@code who} matching {@code filter}; with {@code perEach}
     * (null: none), once for every Group of the controller's Power Structure matching it (a filter with
     * {@code puppetOfSelf} counts only the card's own puppets).
     */
    record StatBonus(Stat stat, int amount, Scope who, Filter filter, @Nullable Filter perEach) implements Effect {
        public StatBonus {
            filter = filter == null ? Filter.ANY : filter;
        }
    }

    /**
     * Multiplies a stat of the Groups of {@code who} matching {@code filter}, in the situation {@code when}; for
     * ATTACKING and DEFENDING, {@code on} narrows it to an attack type, {@code against} to the other side (the Group
     * attacked, or the attacker: a Group or an instant's Plot) and {@code defended} to the Group being defended.
     * Multipliers never add up: only the largest applies [WDH p.10].
     */
    record StatMultiplier(Stat stat, int factor, Scope who, Filter filter, Situation when, AttackType on,
                          Filter against, Filter defended) implements Effect {
        public StatMultiplier {
            filter = filter == null ? Filter.ANY : filter;
            against = against == null ? Filter.ANY : against;
            defended = defended == null ? Filter.ANY : defended;
            on = on == null ? AttackType.ANY : on;
        }

        public enum Situation { ALWAYS, ATTACKING, DEFENDING, ONCE }
    }

    /**
     * Sets a stat of the Groups of {@code who} matching {@code filter} to {@code value}, or to the Group's own
     * {@code copyOf} stat when that is given (Global Power equal to Power).
     */
    record SetStat(Stat stat, int value, Scope who, Filter filter, @Nullable Stat copyOf) implements Effect {
        public SetStat {
            filter = filter == null ? Filter.ANY : filter;
        }
    }

    /**
     * The alignment modifiers of attacks led by the Groups of {@code who} [WDH p.8, p.10]: per identical and per
     * opposite alignment, for control and for destroy. The rule is (+4, -4, -4, +4).
     */
    record AlignmentModifiers(Scope who, int controlIdentical, int controlOpposite, int destroyIdentical,
                              int destroyOpposite) implements Effect {
        /** The handbook's modifiers. */
        public static final AlignmentModifiers RULE = new AlignmentModifiers(Scope.ALL_IN_PLAY, 4, -4, -4, 4);
    }

    /**
     * The dice: adjust a roll by up to ±amount, set it to amount, or re-roll it ({@code amount}: a modifier to the
     * attack's strength for the new roll, e.g. -4 "re-rolled at -4"). {@code when}: the rolls it reaches as they stand
     * (succeeding, failing); {@code whose}: whose attack (null: any; PLAYER: the card's player's; RIVAL: another's;
     * LINKED: one led by the group the card is linked to; TARGET: one on a group of the player's), {@code involving}
     * then filtering that group; {@code on}: the attack types.
     */
    record Roll(Mode mode, int amount, Filter involving, Outcome when, @Nullable Scope whose, AttackType on) implements Effect {
        public Roll {
            involving = involving == null ? Filter.ANY : involving;
            when = when == null ? Outcome.ANY : when;
            on = on == null ? AttackType.ANY : on;
        }

        public Roll(Mode mode, int amount, Filter involving) {
            this(mode, amount, involving, null, null, null);
        }

        public enum Mode { ADJUST, SET, REROLL }

        public enum Outcome { ANY, SUCCESS, FAILURE }
    }

    /**
     * Who may take part in attacks beyond the alignment rules [WDH p.8]: the Groups of {@code who} matching
     * {@code filter} may AID or OPPOSE attacks led by Groups matching {@code attackers} on targets matching
     * {@code targets}, or ATTACK such targets (even Secret ones), adding {@code bonus}; {@code free}: without
     * spending a token.
     */
    record MayJoin(Mode mode, Scope who, Filter filter, Filter attackers, Filter targets, int bonus, boolean free)
            implements Effect {
        public MayJoin {
            filter = filter == null ? Filter.ANY : filter;
            attackers = attackers == null ? Filter.ANY : attackers;
            targets = targets == null ? Filter.ANY : targets;
        }

        public enum Mode { AID, OPPOSE, AID_OR_OPPOSE, ATTACK }
    }

    /**
     * Immunity [WDH p.11] of the Groups of {@code who} matching {@code filter} to cards matching {@code from}:
     * {@code to} says what is blocked (ATTACKS_AND_ABILITIES is the handbook's immunity).
     */
    record Immunity(Scope who, Filter filter, Filter from, To to) implements Effect {
        public Immunity {
            filter = filter == null ? Filter.ANY : filter;
            from = from == null ? Filter.ANY : from;
        }

        public enum To { ATTACKS, ABILITIES, ATTACKS_AND_ABILITIES, CONTROL, DESTROY, INSTANT, PRIVILEGE, EXPOSURE,
            AGENTS }
    }

    /** A limit on the Groups (or players) of {@code who} matching {@code filter}; see {@link On}. */
    record Restriction(On on, Scope who, Filter filter) implements Effect {
        public Restriction {
            filter = filter == null ? Filter.ANY : filter;
        }

        public enum On {
            /** They may destroy only Groups matching the filter. */
            MAY_ONLY_DESTROY,
            /** Groups matching the filter may not aid or oppose attacks led (or joined) by this card. */
            CANNOT_JOIN,
            /** Groups matching the filter may not oppose attacks led (or joined) by this card. */
            CANNOT_OPPOSE,
            /** They cannot attack to control Groups matching the filter. */
            CANNOT_CONTROL,
            /** They cannot spend tokens or use abilities. */
            CANNOT_ACT,
            /** They draw no cards matching the filter. */
            CANNOT_DRAW,
            /** A player whose Illuminati does not match the filter cannot win. */
            CANNOT_WIN,
            /** Cannot be destroyed by attacks (instants may still). */
            INDESTRUCTIBLE,
            /** Cannot be taken by an attack to control. */
            UNCAPTURABLE,
            /** Once destroyed or discarded it never returns to play. */
            NO_RETURN,
            /** No Relief for it [WDH p.12]. */
            NO_RELIEF,
            /** Destroying it counts for no Goal. */
            NO_GOAL_CREDIT,
            /** Deck and play limits of the card itself. */
            ONE_PER_PLAYER, ONE_PER_GROUP, ONE_IN_PLAY, ONCE_PER_TURN,
            /** r4 takeover: they make no (further) automatic takeover this turn (Sabotage). */
            NO_TAKEOVER,
            /** r4 takeover: the card the Plot takes over replaces its copy in play (Unique), which is discarded (Forgery). */
            REPLACES_COPY
        }
    }

    // --- tokens, cards, structure -------------------------------------------------------------------------------

    /**
     * Extra action tokens (negative: tokens lost) for the Groups of {@code who} matching {@code filter}, with
     * {@code perEach} (null: none) once per matching Group of the structure, when {@code when} fires (ALWAYS: each
     * turn on a card in play, once on a Plot).
     */
    record Tokens(int count, Scope who, Filter filter, @Nullable Filter perEach, Trigger when) implements Effect {
        public Tokens {
            filter = filter == null ? Filter.ANY : filter;
            when = when == null ? Trigger.ALWAYS : when;
        }
    }

    /** Hand limit for Plots raised by {@code extra} (Gnomes of Zurich: 6 instead of 5). */
    record HandLimit(int extra) implements Effect {}

    /**
     * Card flow: {@code action} on {@code count} (0: all) cards of {@code deck}'s kind belonging to {@code whose}
     * (PLAYER, RIVAL, RIVALS), when {@code when} fires; {@code subject} (null: any) narrows the cards concerned or
     * the Group the trigger is about; {@code perEach} (null: none) multiplies the count per matching Group.
     */
    record Cards(Action action, Deck deck, Scope whose, int count, Trigger when, @Nullable Filter subject, @Nullable Filter perEach)
            implements Effect {
        public enum Action {
            /** Draw from the top of one's own deck. */
            DRAW,
            /** Draw from the bottom instead. */
            DRAW_BOTTOM,
            /** Look at the top cards and take one of them as the draw. */
            PICK_FROM_TOP,
            /** Look at the top cards of the deck. */
            SEE_TOP,
            /** Take the top cards of whose's deck into one's hand ("tax"). */
            TAKE_TOP,
            /** Discard the top cards of whose's deck. */
            DISCARD_TOP,
            /** Whose discards cards from hand, of his choice. */
            DISCARD,
            /** Whose discards cards from hand that this card's controller picks. */
            DISCARD_CHOSEN,
            /** Whose discards Groups from play (not destroyed). */
            DISCARD_FROM_PLAY,
            /** See whose's hidden cards. */
            LOOK,
            /** Take cards from whose's hand. */
            STEAL,
            /** Whose exposes hidden Plots. */
            EXPOSE,
            /** Whose hides exposed Plots again. */
            HIDE,
            /** A card goes back to whose's hand. */
            RETURN_TO_HAND,
            /** A card goes back to the bottom of whose's deck. */
            RETURN_TO_DECK,
            /** Take a card from whose's discards (or just discarded) into hand. */
            TAKE_FROM_DISCARD
        }
    }

    /** Destroys (or discards, for Resources) a card of {@code whose} matching {@code target}, when {@code when} fires. */
    record Destroy(Scope whose, Filter target, Trigger when) implements Effect {
        public Destroy {
            target = target == null ? Filter.ANY : target;
            when = when == null ? Trigger.ALWAYS : when;
        }
    }

    /** Brings back a destroyed ({@code killed}: Assassinated) Group matching {@code filter}; {@code automatic}: into play at once. */
    record Replay(Filter filter, boolean killed, boolean automatic) implements Effect {
        public Replay {
            filter = filter == null ? Filter.ANY : filter;
        }
    }

    /** Extra automatic takeovers of cards matching {@code filter} from hand. */
    record Takeover(Filter filter, int count) implements Effect {
        public Takeover {
            filter = filter == null ? Filter.ANY : filter;
        }
    }

    /** Reorganize (move Groups within) the structure of {@code who} without cost, when {@code when} fires. */
    record Reorganize(Trigger when, Scope who) implements Effect {}

    /** Control arrows: {@code add} outgoing arrows (up to 3), or set them to {@code setTo}, for Groups matching the filter. */
    record Arrows(int add, int setTo, Filter filter) implements Effect {
        public Arrows {
            filter = filter == null ? Filter.ANY : filter;
        }
    }

    /**
     * Relief of Devastated Places [WDH p.12] by the Groups of {@code who}: {@code factor} multiplies the Power they
     * spend on it, {@code power} sets it, {@code automatic} relieves without cost.
     */
    record Relief(Scope who, int factor, int power, boolean automatic) implements Effect {}

    /**
     * Changes of alignments and attributes of the Groups of {@code who} matching {@code filter}: add, remove,
     * {@code reverse} (every alignment becomes its opposite), for the turn or {@code permanent}.
     */
    record ChangeTraits(Scope who, Filter filter, List<Alignment> add, List<Alignment> remove, boolean reverse,
                        List<String> addAttributes, List<String> removeAttributes, boolean permanent)
            implements Effect {
        public ChangeTraits {
            filter = filter == null ? Filter.ANY : filter;
            add = add == null ? List.of() : List.copyOf(add);
            remove = remove == null ? List.of() : List.copyOf(remove);
            addAttributes = addAttributes == null ? List.of() : List.copyOf(addAttributes);
            removeAttributes = removeAttributes == null ? List.of() : List.copyOf(removeAttributes);
        }
    }

    // --- plots ----------------------------------------------------------------------------------------------------

    /**
     * An instant attack from a Plot: Assassination or Disaster with Power {@code power} against a target matching
     * {@code target}. A card may list several; the first whose target matches gives the Power. {@code helper} (null:
     * none): one Group of the player matching it may add its Power. {@code destroyMargin}: a roll succeeding by at least this much destroys the target (0: any
     * success does, as for Assassinations; -1: never, a Disaster still devastates). {@code instant} false: an
     * ordinary attack from the card (Epidemic, Giant Kudzu).
     */
    record InstantAttack(AttackType kind, int power, Filter target, @Nullable Filter helper, int destroyMargin,
                         boolean instant) implements Effect {
        public InstantAttack {
            target = target == null ? Filter.ANY : target;
        }
    }

    /** Two instant attacks of {@code kind} on one target: the main card's Power plus the other's [WDH p.20]. */
    record Combine(AttackType kind) implements Effect {}

    /** The +10 family: +{@code amount} Power or Resistance to one Group matching {@code group} [WDH p.4]. */
    record Boost(int amount, Filter group) implements Effect {
        public Boost {
            group = group == null ? Filter.ANY : group;
        }
    }

    /**
     * The reload family: a token for each of the player's Groups matching {@code groups} that lacks one, up to
     * {@code powerLimit} Power of Groups or any one Group (0: no limit); {@code evenWithToken}: also Groups that
     * have one (Full Moon). Errata: costs an Illuminati action; never a Group captured this turn [WDH p.20].
     */
    record Reload(Filter groups, int powerLimit, boolean evenWithToken) implements Effect {
        public Reload {
            groups = groups == null ? Filter.ANY : groups;
        }
    }

    /** The power-up family: a Group matching {@code group} has Power {@code to} unless higher; the Plot is linked. */
    record PowerUp(Filter group, int to) implements Effect {
        public PowerUp {
            group = group == null ? Filter.ANY : group;
        }
    }

    /** The realign family: the target gains {@code to} (losing its opposite) permanently; the Plot is linked. */
    record Realign(Alignment to) implements Effect {}

    /**
     * Cancels (voids) an action, attack, Plot, NWO, takeover or agents card coming from a source matching
     * {@code source} and aimed at a Group matching {@code target}.
     */
    record Cancel(What what, Filter source, Filter target) implements Effect {
        public Cancel {
            source = source == null ? Filter.ANY : source;
            target = target == null ? Filter.ANY : target;
        }

        public enum What { ACTION, ATTACK, PLOT, NWO, ASSASSINATION, TAKEOVER, AGENTS, ANY }
    }

    /**
     * Privileged attacks [WDH p.11]: declare one (once per turn), negate one, or interfere in one; for DECLARE the
     * filter names who may still interfere (ANY: nobody but the two sides).
     */
    record Privilege(Mode mode, Filter filter) implements Effect {
        public Privilege {
            filter = filter == null ? Filter.ANY : filter;
        }

        public enum Mode { DECLARE, DECLARE_ONCE_PER_TURN, NEGATE, INTERFERE }
    }

    /**
     * A victory condition (Illuminati special goals and Goal cards) or a change to counting toward the Basic Goal.
     * See {@link Kind} for what {@code amount}, {@code filter}, {@code secondAmount} and {@code second} mean.
     */
    record Goal(Kind kind, int amount, Filter filter, int secondAmount, Filter second, boolean anyController)
            implements Effect {
        public Goal {
            filter = filter == null ? Filter.ANY : filter;
            second = second == null ? Filter.ANY : second;
        }

        public enum Kind {
            /** Groups matching filter count double toward the Basic Goal (at most 3 such, each at most double). */
            COUNTS_DOUBLE,
            /** Win: total Power ≥ amount of controlled Groups matching filter, the Illuminati's own included; anyController: in play, whoever controls them. */
            TOTAL_POWER,
            /** Win condition part: at least one controlled Group of every alignment (read with TOTAL_POWER). */
            EVERY_ALIGNMENT,
            /** Win: destroyed ≥ amount Groups matching filter, and control ≥ secondAmount matching second. */
            DESTROY_AND_CONTROL,
            /** Each Group destroyed counts toward the Basic Goal; destroying amount Groups wins outright. */
            DESTROYED_COUNT,
            /** Each controlled Resource matching filter counts as a Group toward the Basic Goal. */
            RESOURCES_COUNT,
            /** The player may have up to amount Goal cards in play and wins with any. */
            GOAL_CARDS,
            /** The victory is shared by every player with this card. */
            SHARED
        }
    }

    /**
     * What playing a Plot or using an ability costs; several Costs are all paid, except that one marked
     * {@code alternative} may be paid instead of the one before it. ACTION: one Group's token, of Power at least
     * {@code minPower}, matching {@code actor} (a Group's own ability: its own token).
     */
    record Cost(Kind kind, int minPower, Filter actor, boolean alternative) implements Effect {
        public Cost {
            actor = actor == null ? Filter.ANY : actor;
        }

        public enum Kind {
            ACTION,
            /** Actions whose Power totals more than the target's. */
            ACTIONS_ABOVE_TARGET_POWER,
            /** An action of a Group sharing an alignment (not Fanatic) with the target. */
            ACTION_SHARING_ALIGNMENT,
            /** An action of a Group that is not the attacker. */
            ACTION_NOT_ATTACKER,
            ILLUMINATI_ACTION, ALL_ILLUMINATI_ACTIONS, DISCARD_TOP_PLOT, DISCARD_TOP_GROUP, DISCARD_FROM_HAND,
            DISCARD_THIS, FREE, ENDS_TURN, NOT_FIRST_TURN, AGENTS_CARD, ONCE_PER_GAME
        }
    }

    /** The effect is not expressible with these primitives; the reason says what is missing. */
    record Unsupported(String reason) implements Effect {}

    // r4 conv
    /**
     * A card-specific rule the engine plays for this card's id only (package {@code special}): a one-off the other
     * primitives cannot say; {@code rule} says what it does in a few words.
     */
    record Special(String rule) implements Effect {}

    /** The type name of a primitive: its record name ("AttackBonus"); the file uses it in lowerCamel. */
    default String type() {
        return getClass().getSimpleName();
    }
}
