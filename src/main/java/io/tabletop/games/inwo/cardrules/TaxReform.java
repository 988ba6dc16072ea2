package io.tabletop.games.inwo.cardrules;

import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.cardflow.Draws;
import io.tabletop.games.inwo.model.Sink;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.Placed;
import java.util.List;

/**
 * Tax Reform (New World Order, red): "the I.R.S. (whoever controls it) taxes a Plot from every deck and gets +10 to
 * defend". The +10 is an ordinary DefenceBonus on the I.R.S. The tax is the I.R.S.'s own ability (once at the start
 * of its controller's turn, before his draws, {@code UseAbilityOn {group: the I.R.S., target: a rival's Illuminati}}:
 * that rival's top Plot into his hand, seen by him alone); while Tax Reform is in play the same use also takes the
 * top Plot of every other rival's deck (each rival still in the game, past his first turn, not immune to the I.R.S.'s
 * ability, with a Plot deck), one {@code TopCardsTaken} each, in seat order. "Every deck" is read as every rival's
 * Plot deck: a tax is levied on others. The engine calls {@link #taxAll} with one hook (marked {@code last cards F}).
 */
public final class TaxReform {

    private TaxReform() {}

    public static final String ID = "tax-reform";
    public static final String IRS = "i-r-s";

    /** Its card-specific rule (the +10 to defend is an ordinary DefenceBonus). */
    public static boolean interprets(CardDef card, Effect e) {
        return ID.equals(card.id()) && e instanceof Effect.Special;
    }

    static boolean inPlay(InwoState s) {
        return s.nwoInPlay(ID);
    }

    /** After the I.R.S.'s tax named by {@code x}: under Tax Reform, every other rival's top Plot too. */
    public static void taxAll(Sink e, Abilities a, int seat, InwoCommand.UseAbilityOn x) {
        InwoState s = e.state();
        Placed irs = x.group() == null ? null : s.player(seat).placed(x.group());
        if (irs == null || !IRS.equals(irs.card()) || x.action() || !inPlay(s)) return;
        int named = x.target() == null ? -1 : s.ownerOf(x.target());
        for (int i = 1; i < s.seats(); i++) {
            int r = (seat + i) % s.seats();
            InwoState now = e.state();
            Player p = now.player(r);
            if (r == named || p.out() || p.root() == null || p.turns() < 1 || p.plotDeck().isEmpty()) continue;
            if (a.immuneToAbilities(now, r, p.root(), irs, seat)) continue;
            Player me = now.player(seat);
            e.emit(new InwoEvent.TopCardsTaken(r, seat, List.of(me.uid(me.serial())), List.of(p.plotDeck().getFirst())));
        }
        Draws.goalLimit(e, a, seat);
    }
}
