package io.tabletop.games.inwo.cards;

import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * One effect as the catalogue file writes it: an object with exactly one key, the primitive's type in lowerCamel
 * ({@code {"attackBonus": {"on": "CONTROL", "by": "SELF", "amount": 8, "target": {...}}}}). The key is the
 * type discriminator; the platform binds the file to plain records without knowing the {@link Effect} union.
 * Filters left out match everything; numbers and booleans must be written (the strict reader refuses missing ones).
 */
public record EffectData(Effect.AttackBonus attackBonus,
                         Effect.DefenceBonus defenceBonus,
                         Effect.StatBonus statBonus,
                         Effect.StatMultiplier statMultiplier,
                         Effect.SetStat setStat,
                         Effect.AlignmentModifiers alignmentModifiers,
                         Effect.Roll roll,
                         Effect.MayJoin mayJoin,
                         Effect.Immunity immunity,
                         Effect.Restriction restriction,
                         Effect.Tokens tokens,
                         Effect.HandLimit handLimit,
                         Effect.Cards cards,
                         Effect.Destroy destroy,
                         Effect.Replay replay,
                         Effect.Takeover takeover,
                         Effect.Reorganize reorganize,
                         Effect.Arrows arrows,
                         Effect.Relief relief,
                         Effect.ChangeTraits changeTraits,
                         Effect.InstantAttack instantAttack,
                         Effect.Combine combine,
                         Effect.Boost boost,
                         Effect.Reload reload,
                         Effect.PowerUp powerUp,
                         Effect.Realign realign,
                         Effect.Cancel cancel,
                         Effect.Privilege privilege,
                         Effect.Goal goal,
                         Effect.Cost cost,
                         Effect.Unsupported unsupported,
                         Effect.Special special) { // r4 conv

    /** The file form of an effect. */
    public static EffectData of(Effect effect) {
        Effect.AttackBonus attackBonus = null;
        Effect.DefenceBonus defenceBonus = null;
        Effect.StatBonus statBonus = null;
        Effect.StatMultiplier statMultiplier = null;
        Effect.SetStat setStat = null;
        Effect.AlignmentModifiers alignmentModifiers = null;
        Effect.Roll roll = null;
        Effect.MayJoin mayJoin = null;
        Effect.Immunity immunity = null;
        Effect.Restriction restriction = null;
        Effect.Tokens tokens = null;
        Effect.HandLimit handLimit = null;
        Effect.Cards cards = null;
        Effect.Destroy destroy = null;
        Effect.Replay replay = null;
        Effect.Takeover takeover = null;
        Effect.Reorganize reorganize = null;
        Effect.Arrows arrows = null;
        Effect.Relief relief = null;
        Effect.ChangeTraits changeTraits = null;
        Effect.InstantAttack instantAttack = null;
        Effect.Combine combine = null;
        Effect.Boost boost = null;
        Effect.Reload reload = null;
        Effect.PowerUp powerUp = null;
        Effect.Realign realign = null;
        Effect.Cancel cancel = null;
        Effect.Privilege privilege = null;
        Effect.Goal goal = null;
        Effect.Cost cost = null;
        Effect.Unsupported unsupported = null;
        Effect.Special special = null; // r4 conv
        switch (effect) {
            case Effect.AttackBonus e -> attackBonus = e;
            case Effect.DefenceBonus e -> defenceBonus = e;
            case Effect.StatBonus e -> statBonus = e;
            case Effect.StatMultiplier e -> statMultiplier = e;
            case Effect.SetStat e -> setStat = e;
            case Effect.AlignmentModifiers e -> alignmentModifiers = e;
            case Effect.Roll e -> roll = e;
            case Effect.MayJoin e -> mayJoin = e;
            case Effect.Immunity e -> immunity = e;
            case Effect.Restriction e -> restriction = e;
            case Effect.Tokens e -> tokens = e;
            case Effect.HandLimit e -> handLimit = e;
            case Effect.Cards e -> cards = e;
            case Effect.Destroy e -> destroy = e;
            case Effect.Replay e -> replay = e;
            case Effect.Takeover e -> takeover = e;
            case Effect.Reorganize e -> reorganize = e;
            case Effect.Arrows e -> arrows = e;
            case Effect.Relief e -> relief = e;
            case Effect.ChangeTraits e -> changeTraits = e;
            case Effect.InstantAttack e -> instantAttack = e;
            case Effect.Combine e -> combine = e;
            case Effect.Boost e -> boost = e;
            case Effect.Reload e -> reload = e;
            case Effect.PowerUp e -> powerUp = e;
            case Effect.Realign e -> realign = e;
            case Effect.Cancel e -> cancel = e;
            case Effect.Privilege e -> privilege = e;
            case Effect.Goal e -> goal = e;
            case Effect.Cost e -> cost = e;
            case Effect.Unsupported e -> unsupported = e;
            case Effect.Special e -> special = e; // r4 conv
        }
        return new EffectData(attackBonus, defenceBonus, statBonus, statMultiplier, setStat, alignmentModifiers, roll, mayJoin, immunity,
                restriction, tokens, handLimit, cards, destroy, replay, takeover, reorganize, arrows, relief, changeTraits,
                instantAttack, combine, boost, reload, powerUp, realign, cancel, privilege, goal, cost, unsupported, special);
    }

    /** The effect this entry holds; throws IllegalArgumentException unless exactly one key is set. */
    public Effect effect() {
        List<Effect> set = Stream.<Effect>of(attackBonus, defenceBonus, statBonus, statMultiplier, setStat, alignmentModifiers, roll, mayJoin, immunity,
                restriction, tokens, handLimit, cards, destroy, replay, takeover, reorganize, arrows, relief, changeTraits,
                instantAttack, combine, boost, reload, powerUp, realign, cancel, privilege, goal, cost, unsupported, special)
                .filter(Objects::nonNull).toList();
        if (set.size() != 1) {
            throw new IllegalArgumentException(set.isEmpty() ? "an effect names no type"
                    : "an effect names " + set.size() + " types " + set.stream().map(Effect::type).toList());
        }
        return set.get(0);
    }
}
