package io.tabletop.games.inwo.model;

import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Placed;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * One seat. {@code plotDeck}/{@code groupDeck}: undrawn cards, top first (nobody sees them). {@code structure}: the
 * Power Structure, Illuminati first. {@code destroyed}: this player's destroyed pile (groups he destroyed, kept for
 * Goals). {@code discard}: his discard pile. {@code serial}: uids handed out so far. {@code turns}: turns completed.
 * {@code lead}: the lead group chosen during setup (hidden until all have chosen). {@code out}: eliminated.
 */
public record Player(int seat, String name, String illuminati, List<String> plotDeck, List<String> groupDeck,
                     List<HandCard> hand, List<Placed> structure, List<String> destroyed, List<String> discard,
                     int serial, int turns, String lead, boolean out,
                     List<io.tabletop.games.inwo.model.AutoPass> autoPass, List<String> usedOnce,
                     List<io.tabletop.games.inwo.model.Secret> secrets) {

    public Player {
        plotDeck = List.copyOf(plotDeck);
        groupDeck = List.copyOf(groupDeck);
        hand = List.copyOf(hand);
        structure = List.copyOf(structure);
        destroyed = List.copyOf(destroyed);
        discard = List.copyOf(discard);
        // I6: the standing instructions; a player state stored before they existed has the default
        autoPass = autoPass == null ? io.tabletop.games.inwo.model.AutoPass.DEFAULT
                : autoPass.stream().distinct().sorted().toList();
        // the cards this player has used that are used once per game (Voodoo Economics); none in a state stored before
        usedOnce = usedOnce == null ? List.of() : List.copyOf(usedOnce);
        // last cards D: the cards this player named in secret (Holy Grail, Ark of the Covenant); none in a state stored before
        secrets = secrets == null ? List.of() : List.copyOf(secrets);
    }

    public Player(int seat, String name, String illuminati, List<String> plotDeck, List<String> groupDeck,
                  List<HandCard> hand, List<Placed> structure, List<String> destroyed, List<String> discard,
                  int serial, int turns, String lead, boolean out, List<io.tabletop.games.inwo.model.AutoPass> autoPass,
                  List<String> usedOnce) {
        this(seat, name, illuminati, plotDeck, groupDeck, hand, structure, destroyed, discard, serial, turns, lead, out,
                autoPass, usedOnce, null);
    }

    public Player(int seat, String name, String illuminati, List<String> plotDeck, List<String> groupDeck,
                  List<HandCard> hand, List<Placed> structure, List<String> destroyed, List<String> discard,
                  int serial, int turns, String lead, boolean out, List<io.tabletop.games.inwo.model.AutoPass> autoPass) {
        this(seat, name, illuminati, plotDeck, groupDeck, hand, structure, destroyed, discard, serial, turns, lead, out,
                autoPass, null);
    }

    public Player(int seat, String name, String illuminati, List<String> plotDeck, List<String> groupDeck,
                  List<HandCard> hand, List<Placed> structure, List<String> destroyed, List<String> discard,
                  int serial, int turns, String lead, boolean out) {
        this(seat, name, illuminati, plotDeck, groupDeck, hand, structure, destroyed, discard, serial, turns, lead, out,
                null);
    }

    /** With these standing instructions (I6). */
    public Player withAutoPass(List<io.tabletop.games.inwo.model.AutoPass> a) {
        return new Player(seat, name, illuminati, plotDeck, groupDeck, hand, structure, destroyed, discard, serial, turns, lead, out, a, usedOnce, secrets);
    }

    /** With these cards named in secret (last cards D). */
    public Player withSecrets(List<io.tabletop.games.inwo.model.Secret> x) {
        return new Player(seat, name, illuminati, plotDeck, groupDeck, hand, structure, destroyed, discard, serial, turns, lead, out, autoPass, usedOnce, x);
    }

    /** Whether the seat's standing instructions pass in this situation. */
    public boolean autoPasses(io.tabletop.games.inwo.model.AutoPass kind) {
        return autoPass.contains(kind);
    }

    public Placed root() {
        return structure.isEmpty() ? null : structure.getFirst();
    }

    /**
     * The card of this structure with that uid, or null. Asked for every legal-move candidate: a String keeps its hash,
     * so most uids are told apart without comparing their characters (so in {@link #inHand} too).
     */
    public Placed placed(String uid) {
        if (uid == null) return null;
        int h = uid.hashCode();
        for (Placed p : structure) if (p.uid().hashCode() == h && p.uid().equals(uid)) return p;
        return null;
    }

    public HandCard inHand(String uid) {
        if (uid == null) return null;
        int h = uid.hashCode();
        for (HandCard c : hand) if (c.uid().hashCode() == h && c.uid().equals(uid)) return c;
        return null;
    }

    public String uid(int n) {
        return "p" + seat + "-" + n;
    }

    public Player withDecks(List<String> plots, List<String> groups) {
        return new Player(seat, name, illuminati, plots, groups, hand, structure, destroyed, discard, serial, turns, lead, out, autoPass, usedOnce, secrets);
    }

    public Player withHand(List<HandCard> h) {
        return new Player(seat, name, illuminati, plotDeck, groupDeck, h, structure, destroyed, discard, serial, turns, lead, out, autoPass, usedOnce, secrets);
    }

    public Player withStructure(List<Placed> s) {
        return new Player(seat, name, illuminati, plotDeck, groupDeck, hand, s, destroyed, discard, serial, turns, lead, out, autoPass, usedOnce, secrets);
    }

    public Player withDestroyed(List<String> d) {
        return new Player(seat, name, illuminati, plotDeck, groupDeck, hand, structure, d, discard, serial, turns, lead, out, autoPass, usedOnce, secrets);
    }

    public Player withDiscard(List<String> d) {
        return new Player(seat, name, illuminati, plotDeck, groupDeck, hand, structure, destroyed, d, serial, turns, lead, out, autoPass, usedOnce, secrets);
    }

    public Player withSerial(int n) {
        return new Player(seat, name, illuminati, plotDeck, groupDeck, hand, structure, destroyed, discard, n, turns, lead, out, autoPass, usedOnce, secrets);
    }

    public Player withTurns(int n) {
        return new Player(seat, name, illuminati, plotDeck, groupDeck, hand, structure, destroyed, discard, serial, n, lead, out, autoPass, usedOnce, secrets);
    }

    public Player withLead(String l) {
        return new Player(seat, name, illuminati, plotDeck, groupDeck, hand, structure, destroyed, discard, serial, turns, l, out, autoPass, usedOnce, secrets);
    }

    public Player withOut(boolean o) {
        return new Player(seat, name, illuminati, plotDeck, groupDeck, hand, structure, destroyed, discard, serial, turns, lead, o, autoPass, usedOnce, secrets);
    }

    /** With {@code card} used once per game. */
    public Player withUsedOnce(String card) {
        List<String> u = new ArrayList<>(usedOnce);
        u.add(card);
        return new Player(seat, name, illuminati, plotDeck, groupDeck, hand, structure, destroyed, discard, serial, turns, lead, out, autoPass, u, secrets);
    }

    /** This structure with one card changed. */
    public Player update(String uid, UnaryOperator<Placed> f) {
        List<Placed> s = new ArrayList<>(structure.size());
        for (Placed p : structure) s.add(p.uid().equals(uid) ? f.apply(p) : p);
        return withStructure(s);
    }

    public Player updateAll(UnaryOperator<Placed> f) {
        return withStructure(structure.stream().map(f).toList());
    }

    public List<String> plotsInHand(java.util.function.Predicate<String> isPlot) {
        return hand.stream().map(HandCard::card).filter(isPlot).toList();
    }
}
