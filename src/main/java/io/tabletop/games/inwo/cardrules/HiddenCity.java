package io.tabletop.games.inwo.cardrules;

import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.abilities.CardFigures;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.GroupClass;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.Placed;
import java.util.List;
import java.util.Set;

/**
 * Hidden City (Resource, Unique): "+2 Power and Global Power to your Illuminati; any Disaster (but those that strike
 * only Huge or Coastal Places) may strike it; it defends as a Power 10 Place; it is never Devastated".
 *
 * <p>The +2 / +2 are ordinary standing bonuses on its controller's Illuminati (the catalogue's {@code StatBonus
 * ILLUMINATI}, counted for goals, I4). The rest is read as: a Disaster may be played on the Hidden City in play (its
 * uid as the Disaster's target) exactly as on a Place that is neither Huge nor Coastal — a Disaster whose every
 * Power names Coastal (Atomic Monster, Hurricane, Tidal Wave) or Huge Places cannot ({@code INVALID_TARGET}); one
 * with a Power "against any other Place" strikes it with that one (Earthquake 16, Nuclear Accident 18). It defends
 * with Power 10 and nothing else: a Resource holds no position in the Power Structure, so no closeness bonus is added
 * (nor any bonus a card gives to Places: they name Places, and it is a Resource). A success never Devastates it;
 * a success by the Disaster's margin to destroy destroys it (discarded, {@code CardDiscarded} reason
 * {@code DESTROYED_BY_DISASTER}); a Disaster that never destroys (Epidemic) does nothing to it.
 */
public final class HiddenCity {

    private HiddenCity() {}

    public static final String ID = CardFigures.HIDDEN_CITY;

    /** The Power it defends with against a Disaster. */
    public static final int DEFENCE = 10;

    /** The Place it stands for when a Disaster asks what it may strike: neither Huge nor Coastal, Power 10. */
    private static final CardDef AS_PLACE = new CardDef(ID, "Hidden City", CardKind.GROUP, GroupClass.PLACE, null,
            DEFENCE, 0, 0, 0, Set.of(), Set.of(), true, false, "", true, true, List.of());

    public static boolean is(Placed c) {
        return CardFigures.hiddenCity(c);
    }

    /** Its card-specific rule ({@link Effect.Special}); its +2 / +2 are ordinary bonuses. */
    public static boolean interprets(CardDef card, Effect e) {
        return ID.equals(card.id()) && e instanceof Effect.Special;
    }

    /** The Disaster's Instant attack that strikes it (as a Place neither Huge nor Coastal), or null if none may. */
    public static Effect.InstantAttack instantOf(CardDef disaster) {
        for (Effect.InstantAttack ia : disaster.effects(Effect.InstantAttack.class)) {
            if (ia.target().matches(AS_PLACE, Set.of(), Set.of(), DEFENCE, null, false, false, Set.of())) return ia;
        }
        return null;
    }

    /** A Disaster succeeded by {@code margin} on it: destroyed by the Disaster's margin, else nothing (never Devastated). */
    public static List<InwoEvent> struck(Abilities a, int owner, Placed city, String disaster, int margin) {
        Effect.InstantAttack ia = instantOf(a.def(disaster));
        if (ia != null && ia.destroyMargin() > 0 && margin >= ia.destroyMargin()) {
            return List.of(new InwoEvent.CardDiscarded(owner, city.uid(), city.card(), "DESTROYED_BY_DISASTER"));
        }
        return List.of();
    }
}
