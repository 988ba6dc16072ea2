package io.tabletop.games.inwo.cardrules;

import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.model.Sink;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.GroupClass;
import io.tabletop.games.inwo.model.Choice;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.Secret;
import java.util.ArrayList;
import java.util.List;

/**
 * Cards that name another in secret as they enter play (the Holy Grail a Place, the Ark of the Covenant a Group). The
 * card entering play is public, so is the {@code SECRET_NAME} choice it opens for its player, with the same options
 * whatever he holds (every Place, or every Group but the Illuminati, of the catalogue: a name may be written for a card
 * not in play yet). The choice made is public as {@code SECRET}; the name goes into a {@code SecretNamed} event that
 * every other viewer sees without it, and into his player's state, shown in his own view only until a
 * {@code SecretRevealed} event shows it, when it matters. The name belongs to the card: it counts while that card is
 * in play (whoever controls it), and a new entry into play names anew.
 */
public final class SecretNames {

    private SecretNames() {}

    /** What the choice made says in public. */
    public static final String SECRET = "SECRET";

    public static boolean names(String card) {
        return HolyGrail.GRAIL.equals(card) || ArkOfTheCovenant.ARK.equals(card);
    }

    /** The cards a naming card may name: the catalogue's Places (the Grail) or Groups but the Illuminati (the Ark). */
    static List<String> options(Abilities a, String card) {
        boolean places = HolyGrail.GRAIL.equals(card);
        List<String> out = new ArrayList<>();
        for (CardDef d : a.catalogue().all(CardKind.GROUP)) {
            if (places ? d.groupClass() == GroupClass.PLACE : d.groupClass() != null) out.add(d.id());
        }
        return out;
    }

    /** After a move: a naming card that entered play opens its player's choice (one at a time; none while one is pending). */
    public static void settle(Sink e, Abilities a, List<InwoEvent> batch) {
        if (e.state().finished() || e.state().choice() != null) return;
        for (InwoEvent x : batch) {
            String uid = switch (x) {
                case InwoEvent.CardPlaced p when names(p.placement().card()) -> p.placement().uid();
                case InwoEvent.CardReplayed r when names(r.card()) -> r.uid();
                default -> null;
            };
            if (uid == null) continue;
            InwoState s = e.state();
            int seat = s.ownerOf(uid);
            if (seat < 0) continue;
            String card = s.player(seat).placed(uid).card();
            e.emit(new InwoEvent.ChoiceOpened(new Choice(Choice.Kind.SECRET_NAME, seat, seat, card, -1, options(a, card), uid, null)));
            return;
        }
    }

    public static boolean naming(InwoState s) {
        return s.choice() != null && s.choice().kind() == Choice.Kind.SECRET_NAME;
    }

    /** The name written: public as {@link #SECRET}, the name itself in a redacted event. */
    public static void name(Sink e, int seat, InwoCommand.Choose x) {
        Choice ch = e.state().choice();
        e.emit(new InwoEvent.ChoiceMade(seat, ch.kind(), SECRET));
        e.emit(new InwoEvent.SecretNamed(seat, ch.aside(), ch.card(), x.option()));
    }

    /** Evolution: the player's secret for that card, replacing any it had. */
    public static Player named(Player p, InwoEvent.SecretNamed e) {
        List<Secret> out = new ArrayList<>(p.secrets().stream().filter(k -> !k.uid().equals(e.uid())).toList());
        out.add(new Secret(e.uid(), e.card(), e.named(), false));
        return p.withSecrets(out);
    }

    /** Evolution: the secret shown. */
    public static Player revealed(Player p, InwoEvent.SecretRevealed e) {
        return p.withSecrets(p.secrets().stream()
                .map(k -> k.uid().equals(e.uid()) ? new Secret(k.uid(), k.card(), k.named(), true) : k).toList());
    }

    /** The secrets a viewer sees of a player's: all his own; of anybody else's, that they exist, and the revealed names. */
    public static List<Secret> seen(Player p, boolean own) {
        return own ? p.secrets() : p.secrets().stream().map(k -> k.revealed() ? k : new Secret(k.uid(), k.card(), null, false)).toList();
    }

    /** The secret of a card in play of this kind naming {@code named}, with its namer's seat; null if none. */
    static Found find(InwoState s, String card, String named) {
        for (Player p : s.players()) {
            for (Secret k : p.secrets()) {
                if (k.card().equals(card) && k.named().equals(named) && s.ownerOf(k.uid()) >= 0) return new Found(p.seat(), k);
            }
        }
        return null;
    }

    record Found(int seat, Secret secret) {}
}
