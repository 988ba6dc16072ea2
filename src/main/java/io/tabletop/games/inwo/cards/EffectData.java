package io.tabletop.games.inwo.cards;

import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * One effect as the catalogue file writes it: an object with exactly one key, the primitive's type in lowerCamel
 * ({@code {"attackBonus": {"on": "CONTROL", "by": "SELF", "amount": 8, "target": {...}}}}). The key is the
 * type discriminator; the platform binds the file to plain records without knowing the {@link Effect} union.
 * Fields left out take their defaults (empty filters match everything; 0, false).
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
                         Effect.Unsupported unsupported) {

    /** The file form of an effect. */
    public static EffectData of(Effect effect) {
        return switch (effect) {
            case Effect.AttackBonus e -> new EffectData(e, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null);
            case Effect.DefenceBonus e -> new EffectData(null, e, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null);
            case Effect.StatBonus e -> new EffectData(null, null, e, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null);
            case Effect.StatMultiplier e -> new EffectData(null, null, null, e, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null);
            case Effect.SetStat e -> new EffectData(null, null, null, null, e, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null);
            case Effect.AlignmentModifiers e -> new EffectData(null, null, null, null, null, e, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null);
            case Effect.Roll e -> new EffectData(null, null, null, null, null, null, e, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null);
            case Effect.MayJoin e -> new EffectData(null, null, null, null, null, null, null, e, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null);
            case Effect.Immunity e -> new EffectData(null, null, null, null, null, null, null, null, e, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null);
            case Effect.Restriction e -> new EffectData(null, null, null, null, null, null, null, null, null, e, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null);
            case Effect.Tokens e -> new EffectData(null, null, null, null, null, null, null, null, null, null, e, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null);
            case Effect.HandLimit e -> new EffectData(null, null, null, null, null, null, null, null, null, null, null, e, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null);
            case Effect.Cards e -> new EffectData(null, null, null, null, null, null, null, null, null, null, null, null, e, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null);
            case Effect.Destroy e -> new EffectData(null, null, null, null, null, null, null, null, null, null, null, null, null, e, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null);
            case Effect.Replay e -> new EffectData(null, null, null, null, null, null, null, null, null, null, null, null, null, null, e, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null);
            case Effect.Takeover e -> new EffectData(null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, e, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null);
            case Effect.Reorganize e -> new EffectData(null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, e, null, null, null, null, null, null, null, null, null, null, null, null, null, null);
            case Effect.Arrows e -> new EffectData(null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, e, null, null, null, null, null, null, null, null, null, null, null, null, null);
            case Effect.Relief e -> new EffectData(null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, e, null, null, null, null, null, null, null, null, null, null, null, null);
            case Effect.ChangeTraits e -> new EffectData(null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, e, null, null, null, null, null, null, null, null, null, null, null);
            case Effect.InstantAttack e -> new EffectData(null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, e, null, null, null, null, null, null, null, null, null, null);
            case Effect.Combine e -> new EffectData(null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, e, null, null, null, null, null, null, null, null, null);
            case Effect.Boost e -> new EffectData(null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, e, null, null, null, null, null, null, null, null);
            case Effect.Reload e -> new EffectData(null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, e, null, null, null, null, null, null, null);
            case Effect.PowerUp e -> new EffectData(null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, e, null, null, null, null, null, null);
            case Effect.Realign e -> new EffectData(null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, e, null, null, null, null, null);
            case Effect.Cancel e -> new EffectData(null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, e, null, null, null, null);
            case Effect.Privilege e -> new EffectData(null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, e, null, null, null);
            case Effect.Goal e -> new EffectData(null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, e, null, null);
            case Effect.Cost e -> new EffectData(null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, e, null);
            case Effect.Unsupported e -> new EffectData(null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, e);
        };
    }

    /** The effect this entry holds; throws IllegalArgumentException unless exactly one key is set. */
    public Effect effect() {
        List<Effect> set = Stream.<Effect>of(attackBonus, defenceBonus, statBonus, statMultiplier, setStat, alignmentModifiers, roll, mayJoin, immunity, restriction, tokens, handLimit, cards, destroy, replay, takeover, reorganize, arrows, relief, changeTraits, instantAttack, combine, boost, reload, powerUp, realign, cancel, privilege, goal, cost, unsupported)
                .filter(Objects::nonNull).toList();
        if (set.size() != 1) {
            throw new IllegalArgumentException(set.isEmpty() ? "an effect names no type"
                    : "an effect names " + set.size() + " types " + set.stream().map(Effect::type).toList());
        }
        return set.get(0);
    }
}
