package io.tabletop.games.inwo;

import static io.tabletop.games.inwo.Scenario.look;
import static io.tabletop.games.inwo.Scenario.refused;

import io.tabletop.games.inwo.Scenario.Look;
import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.Viewer;
import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.attack.Strength;
import io.tabletop.games.inwo.model.Choice;
import io.tabletop.games.inwo.model.Secret;
import io.tabletop.games.inwo.model.TurnFlags;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;

/**
 * The last cards of the Limited set, batch D, played by their own rules (shipped catalogue): the cards that name
 * another in secret. The Holy Grail (a Place it names is never destroyed or Devastated) and the Ark of the Covenant
 * (whoever destroys the Group it names dies too). The name is a hidden fact: twin games that differ only in it look
 * the same to every other seat and to spectators until it is shown.
 */
class InwoLastCardsDTest {

    static final InwoRules RULES = Scenario.SHIPPED_RULES;
    static final io.tabletop.games.inwo.abilities.Abilities A = new io.tabletop.games.inwo.abilities.Abilities(InwoTestDecks.SHIPPED);
    static final String GRAIL = "the-holy-grail";
    static final String ARK = "ark-of-the-covenant";

    static boolean implemented(String id) {
        return io.tabletop.games.inwo.interpreter.Interpreted.implemented(InwoTestDecks.SHIPPED.card(id).orElseThrow());
    }

    /**
     * Seat 0 holds the naming card and two Places, California under his Illuminati and Hawaii (Power 1) under
     * California; seat 1 (the Bavarian Illuminati, Global Power 10) holds New York (Power 7) and the Pentagon, each
     * with a token; a third player looks on.
     */
    static final class Position {
        final Scenario sc = Scenario.shipped("the-network", "bavarian-illuminati", "servants-of-cthulhu");
        final String california = sc.group(0, "california", Scenario.root(0));
        final String hawaii = sc.group(0, "hawaii", california);
        final String ny = sc.group(1, "new-york", Scenario.root(1));
        final String pentagon = sc.group(1, "pentagon", Scenario.root(1));
        { sc.group(2, "comic-books", Scenario.root(2)); }
        final String card;
        final String uid;
        Scenario.Game g;

        Position(String card) {
            this.card = card;
            this.uid = sc.hand(0, card);
        }

        /** Seat 0 plays the card from his hand linked to his Illuminati and names {@code named} in secret. */
        Position named(String named) {
            g = sc.game();
            g.send(0, new PlayResource(uid, Scenario.root(0)));
            g.send(0, new Choose(named));
            return this;
        }

        /** The turn handed to seat 1, in his main phase (his draw and takeover steps are not the point). */
        void seatOnesTurn() {
            g.state = g.state.withTurn(1, g.state.turn() + 1, TurnFlags.NEW);
        }

        /** Seat 1's group attacks {@code target} to destroy, aided by his Illuminati; everybody passes; the dice roll 1 and 1. */
        void destroy(String by, String target) {
            g.send(1, new Attack(by, target, AttackKind.DESTROY, false));
            g.passUntil(1);
            g.send(1, new Aid(Scenario.root(1), true));
            g.allPass(1, 1);
            g.allPass(1, 1); // the roll window
        }

        <E extends InwoEvent> List<E> events(Class<E> type) {
            return g.events.stream().filter(type::isInstance).map(type::cast).toList();
        }
    }

    // ------------------------------------------------------------------ the Holy Grail

    @Test
    void givenTheHolyGrailPlayed_whenItEntersPlay_thenItsPlayerNamesAPlaceInSecretThatOnlyHisOwnViewShows() {
        Position p = new Position(GRAIL);
        Scenario.Game g = p.sc.game();
        p.g = g;
        g.send(0, new PlayResource(p.uid, Scenario.root(0)));

        Choice ch = g.state.choice();
        assertThat(ch.kind()).isEqualTo(Choice.Kind.SECRET_NAME);
        assertThat(ch.seat()).isZero();
        assertThat(ch.aside()).isEqualTo(p.uid);
        assertThat(ch.options()).contains("hawaii", "california", "new-york", "texas").doesNotContain("big-media", "bavarian-illuminati");
        assertThat(RULES.awaiting(g.state)).containsExactly(0);
        assertThat(RULES.legalMoves(g.state, 0)).contains(new Choose("hawaii")).hasSize(ch.options().size());
        assertThat(RULES.legalMoves(g.state, 1)).isEmpty();
        assertThat(refused(() -> g.send(0, new Choose("big-media"))).code()).as("a Place only").isEqualTo("INVALID_OPTION");

        g.send(0, new Choose("hawaii"));
        assertThat(g.state.choice()).isNull();
        assertThat(p.events(InwoEvent.ChoiceMade.class).getLast().option()).as("public: no name").isEqualTo("SECRET");
        InwoEvent.SecretNamed named = p.events(InwoEvent.SecretNamed.class).getFirst();
        assertThat(named).isEqualTo(new InwoEvent.SecretNamed(0, p.uid, GRAIL, "hawaii"));
        assertThat(RULES.redact(named, Viewer.seat(0))).isEqualTo(named);
        assertThat(RULES.redact(named, Viewer.seat(1))).isEqualTo(new InwoEvent.SecretNamed(0, p.uid, GRAIL, null));
        assertThat(RULES.redact(named, Viewer.SPECTATOR)).isEqualTo(new InwoEvent.SecretNamed(0, p.uid, GRAIL, null));
        assertThat(RULES.view(g.state, Viewer.seat(0)).players().get(0).secrets())
                .containsExactly(new Secret(p.uid, GRAIL, "hawaii", false));
        assertThat(RULES.view(g.state, Viewer.seat(1)).players().get(0).secrets()).as("that it named: public; what: not")
                .containsExactly(new Secret(p.uid, GRAIL, null, false));
        assertThat(RULES.view(g.state, Viewer.SPECTATOR).players().get(0).secrets())
                .containsExactly(new Secret(p.uid, GRAIL, null, false));
        assertThat(implemented(GRAIL)).isTrue();
    }

    @Test
    void givenTheHolyGrailNamingHawaii_whenARivalsAttackToDestroyHawaiiSucceeds_thenTheNameIsShownAndHawaiiStays() {
        Position p = new Position(GRAIL).named("hawaii");
        p.seatOnesTurn();
        p.destroy(p.ny, p.hawaii);

        assertThat(p.events(InwoEvent.AttackResolved.class).getLast().success()).as("the roll succeeded").isTrue();
        assertThat(p.events(InwoEvent.SecretRevealed.class))
                .containsExactly(new InwoEvent.SecretRevealed(0, p.uid, GRAIL, "hawaii", "SAVED"));
        assertThat(p.events(InwoEvent.GroupDestroyed.class)).isEmpty();
        assertThat(p.g.state.player(0).placed(p.hawaii)).as("not destroyed").isNotNull();
        assertThat(RULES.view(p.g.state, Viewer.SPECTATOR).players().get(0).secrets())
                .as("shown: public now").containsExactly(new Secret(p.uid, GRAIL, "hawaii", true));

        // once shown, an attack to destroy Hawaii is refused; one to control is not
        assertThat(refused(() -> p.g.send(1, new Attack(p.pentagon, p.hawaii, AttackKind.DESTROY, false))).code())
                .isEqualTo("IMMUNE");
        assertThat(RULES.legalMoves(p.g.state, 1)).doesNotContain(new Attack(p.pentagon, p.hawaii, AttackKind.DESTROY, false))
                .contains(new Attack(p.pentagon, p.hawaii, AttackKind.CONTROL, false));
    }

    @Test
    void givenTheHolyGrailNamingCalifornia_whenHawaiiIsAttackedToDestroy_thenHawaiiIsDestroyedAndTheNameStaysSecret() {
        Position p = new Position(GRAIL).named("california");
        p.seatOnesTurn();
        p.destroy(p.ny, p.hawaii);

        assertThat(p.g.state.player(0).placed(p.hawaii)).isNull();
        assertThat(p.events(InwoEvent.SecretRevealed.class)).isEmpty();
        assertThat(RULES.view(p.g.state, Viewer.seat(1)).players().get(0).secrets()).extracting(Secret::named).containsOnlyNulls();
    }

    @Test
    void givenTheHolyGrailNamingHawaii_whenATornadoWouldDevastateIt_thenTheNameIsShownAndHawaiiIsNotDevastated() {
        Position p = new Position(GRAIL);
        String tornado = p.sc.hand(1, "tornado");
        String again = p.sc.hand(1, "tornado");
        p.named("hawaii");
        p.seatOnesTurn();
        p.g.send(1, new PlayPlot(tornado, p.hawaii, null));
        int strength = Strength.of(A, p.g.state, p.g.state.attack());
        assertThat(strength).isGreaterThanOrEqualTo(2);
        int roll = Math.min(strength, 10); // succeeds by less than 5: Devastated, not destroyed
        int d1 = Math.min(6, roll - 1);
        p.g.allPass(d1, roll - d1);
        p.g.allPass(d1, roll - d1);

        assertThat(p.events(InwoEvent.AttackResolved.class).getLast().success()).isTrue();
        assertThat(p.events(InwoEvent.Devastated.class)).isEmpty();
        assertThat(p.events(InwoEvent.SecretRevealed.class))
                .containsExactly(new InwoEvent.SecretRevealed(0, p.uid, GRAIL, "hawaii", "SAVED"));
        assertThat(p.g.state.player(0).placed(p.hawaii).devastated()).isFalse();

        assertThat(refused(() -> p.g.send(1, new PlayPlot(again, p.hawaii, null))).code()).as("shown: refused").isEqualTo("IMMUNE");
    }

    @Test
    void givenTwinGamesDifferingOnlyInTheGrailsName_whenHawaiiIsAttackedToDestroy_thenOtherSeatsAndSpectatorsSeeTheSameGameUntilTheName() {
        List<List<Look>> looks = new ArrayList<>();
        List<Position> games = new ArrayList<>();
        for (String named : List.of("hawaii", "california")) {
            Position p = new Position(GRAIL);
            games.add(p);
            looks.add(twin(p, named, p.ny, p.hawaii));
        }
        assertThat(looks.get(0)).hasSameSizeAs(looks.get(1));
        int last = looks.get(0).size() - 1;
        assertThat(looks.get(0).subList(0, last)).isEqualTo(looks.get(1).subList(0, last));
        assertThat(looks.get(0).get(last)).as("the name shown as it matters").isNotEqualTo(looks.get(1).get(last));
        assertThat(games.get(0).g.state.player(0).placed(games.get(0).hawaii)).isNotNull();
        assertThat(games.get(1).g.state.player(0).placed(games.get(1).hawaii)).isNull();
    }

    // ------------------------------------------------------------------ the Ark of the Covenant

    @Test
    void givenTheArkNamingHawaii_whenNewYorksAttackDestroysHawaii_thenTheNameIsShownAndNewYorkIsDestroyedToo() {
        Position p = new Position(ARK);
        p.g = p.sc.game();
        p.g.send(0, new PlayResource(p.uid, p.hawaii)); // linked to the very Group it names
        assertThat(p.g.state.choice().options()).contains("hawaii", "big-media", "new-york").doesNotContain("the-network");
        p.g.send(0, new Choose("hawaii"));
        assertThat(RULES.redact(p.events(InwoEvent.SecretNamed.class).getFirst(), Viewer.seat(1)))
                .isEqualTo(new InwoEvent.SecretNamed(0, p.uid, ARK, null));
        p.seatOnesTurn();
        p.destroy(p.ny, p.hawaii);

        assertThat(p.g.state.player(0).placed(p.hawaii)).as("destroyed").isNull();
        assertThat(p.g.state.player(0).placed(p.uid)).as("the Ark went with it").isNull();
        assertThat(p.events(InwoEvent.SecretRevealed.class))
                .containsExactly(new InwoEvent.SecretRevealed(0, p.uid, ARK, "hawaii", "AVENGED"));
        assertThat(p.g.state.player(1).placed(p.ny)).as("the destroyer dies too").isNull();
        assertThat(p.events(InwoEvent.GroupDestroyed.class)).extracting(InwoEvent.GroupDestroyed::card, InwoEvent.GroupDestroyed::seat)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("hawaii", 1), org.assertj.core.groups.Tuple.tuple("new-york", 0));
        assertThat(p.g.state.player(0).destroyed()).as("into the Ark's player's pile").contains("new-york");
        assertThat(implemented(ARK)).isTrue();
    }

    @Test
    void givenTheArkNamingCalifornia_whenHawaiiIsDestroyed_thenTheDestroyerLivesAndTheNameStaysSecret() {
        Position p = new Position(ARK).named("california");
        p.seatOnesTurn();
        p.destroy(p.ny, p.hawaii);

        assertThat(p.g.state.player(0).placed(p.hawaii)).isNull();
        assertThat(p.g.state.player(1).placed(p.ny)).isNotNull();
        assertThat(p.events(InwoEvent.SecretRevealed.class)).isEmpty();
        assertThat(RULES.view(p.g.state, Viewer.seat(0)).players().get(0).secrets())
                .containsExactly(new Secret(p.uid, ARK, "california", false));
    }

    @Test
    void givenTwinGamesDifferingOnlyInTheArksName_whenHawaiiIsDestroyed_thenOtherSeatsAndSpectatorsSeeTheSameGameUntilTheName() {
        List<List<Look>> looks = new ArrayList<>();
        List<Position> games = new ArrayList<>();
        for (String named : List.of("hawaii", "california")) {
            Position p = new Position(ARK);
            games.add(p);
            looks.add(twin(p, named, p.ny, p.hawaii));
        }
        int last = looks.get(0).size() - 1;
        assertThat(looks.get(0).subList(0, last)).isEqualTo(looks.get(1).subList(0, last));
        assertThat(looks.get(0).get(last)).isNotEqualTo(looks.get(1).get(last));
        assertThat(games.get(0).g.state.player(1).placed(games.get(0).ny)).isNull();
        assertThat(games.get(1).g.state.player(1).placed(games.get(1).ny)).isNotNull();
    }

    // ------------------------------------------------------------------ Texas

    /**
     * Seat 0 (The Network) holds Texas under Cable TV (so it defends at +5, not +10), the B.A.T.F. under his
     * Illuminati, and in hand Martial Law and Slush Fund (+10 Plots Texas may use) and a Goal; seat 1 (the Bavarian
     * Illuminati) holds New York and California.
     */
    static final class TexasPosition {
        final Scenario sc = Scenario.shipped("the-network", "bavarian-illuminati", "servants-of-cthulhu");
        final String cable = sc.group(0, "cable-tv", Scenario.root(0));
        final String texas = sc.group(0, "texas", cable);
        final String batf = sc.group(0, "b-a-t-f", Scenario.root(0));
        final String martial = sc.hand(0, "martial-law");
        final String slush = sc.hand(0, "slush-fund");
        final String goal = sc.hand(0, "criminal-overlords");
        final String ny = sc.group(1, "new-york", Scenario.root(1));
        final String cal = sc.group(1, "california", Scenario.root(1)); // Liberal: opposite Texas's Conservative
        { sc.group(2, "comic-books", Scenario.root(2)); }
        final Scenario.Game g = sc.game();
    }

    @Test
    void givenTexas_whenItsPlayerPutsAHiddenPlotUnderIt_thenTheHandLosesItAndOnlyHeSeesWhichPlot() {
        TexasPosition t = new TexasPosition();
        assertThat(RULES.legalMoves(t.g.state, 0)).contains(new UseAbilityOn(t.texas, t.martial, false));
        int hand = t.g.state.player(0).hand().size();
        t.g.send(0, new UseAbilityOn(t.texas, t.martial, false));

        InwoEvent.PlotHeld held = new InwoEvent.PlotHeld(0, t.texas, t.martial, "martial-law");
        assertThat(t.g.events).containsExactly(held);
        assertThat(RULES.redact(held, Viewer.seat(1))).isEqualTo(new InwoEvent.PlotHeld(0, t.texas, t.martial, null));
        assertThat(RULES.redact(held, Viewer.SPECTATOR)).isEqualTo(new InwoEvent.PlotHeld(0, t.texas, t.martial, null));
        assertThat(t.g.state.player(0).hand()).hasSize(hand - 1).noneMatch(h -> h.uid().equals(t.martial));
        assertThat(RULES.view(t.g.state, Viewer.seat(0)).players().get(0).secrets())
                .containsExactly(new Secret(t.martial, "texas", "martial-law", false));
        assertThat(RULES.view(t.g.state, Viewer.seat(1)).players().get(0).secrets())
                .as("public: Texas holds a Plot; not which").containsExactly(new Secret(t.martial, "texas", null, false));
        assertThat(RULES.view(t.g.state, Viewer.seat(1)).players().get(0).handCount()).isEqualTo(hand - 1);
        assertThat(implemented("texas")).isTrue();
    }

    @Test
    void givenTexasHoldingAPlot_whenAnotherIsHeldOrAGoalOrItIsPlayedForAnotherGroup_thenRefused() {
        TexasPosition t = new TexasPosition();
        assertThat(refused(() -> t.g.send(0, new UseAbilityOn(t.texas, t.goal, false))).code()).as("a Goal").isEqualTo("INVALID_TARGET");
        assertThat(refused(() -> t.g.send(0, new UseAbilityOn(t.texas, t.martial, true))).code()).isEqualTo("NO_ACTION");
        t.g.send(0, new UseAbilityOn(t.texas, t.martial, false));
        assertThat(refused(() -> t.g.send(0, new UseAbilityOn(t.texas, t.slush, false))).code()).as("one Plot").isEqualTo("FULL");
        assertThat(RULES.legalMoves(t.g.state, 0)).doesNotContain(new UseAbilityOn(t.texas, t.slush, false));

        assertThat(refused(() -> t.g.send(0, new PlayPlot(t.martial, t.batf, null))).code()).isEqualTo("NOT_FOR_TEXAS");
        assertThat(RULES.legalMoves(t.g.state, 0)).doesNotContain(new PlayPlot(t.martial, t.batf, null))
                .contains(new PlayPlot(t.martial, t.texas, null));
    }

    @Test
    void givenTexasHoldingMartialLaw_whenItIsPlayedOnTexas_thenItComesOutFaceUpAndItsPlusTenStandsOnTexas() {
        TexasPosition t = new TexasPosition();
        t.g.send(0, new UseAbilityOn(t.texas, t.martial, false));
        t.g.send(0, new PlayPlot(t.martial, t.texas, null));
        InwoEvent.PlotUnheld out = new InwoEvent.PlotUnheld(0, t.texas, t.martial, "martial-law", "PLAYED");
        assertThat(t.g.events).contains(out);
        assertThat(RULES.redact(out, Viewer.SPECTATOR)).as("played face up").isEqualTo(out);
        t.g.allPass();
        assertThat(t.g.events).contains(new InwoEvent.PlotLinked(0, t.martial, "martial-law", t.texas));
        assertThat(t.g.state.player(0).secrets()).isEmpty();
    }

    @Test
    void givenTexasHoldingAPlot_whenTexasIsDestroyed_thenThePlotGoesBackToTheHandHidden() {
        TexasPosition t = new TexasPosition();
        t.g.send(0, new UseAbilityOn(t.texas, t.martial, false));
        t.g.state = t.g.state.withTurn(1, t.g.state.turn() + 1, TurnFlags.NEW);
        t.g.send(1, new Attack(t.cal, t.texas, AttackKind.DESTROY, false));
        t.g.passUntil(1);
        t.g.send(1, new Aid(Scenario.root(1), true));
        t.g.allPass(1, 1);
        t.g.allPass(1, 1);

        assertThat(t.g.state.player(0).placed(t.texas)).as("destroyed: " + t.g.events).isNull();
        InwoEvent.PlotUnheld back = new InwoEvent.PlotUnheld(0, null, t.martial, "martial-law", "TEXAS_GONE");
        assertThat(t.g.events).contains(back);
        assertThat(RULES.redact(back, Viewer.seat(1))).isEqualTo(new InwoEvent.PlotUnheld(0, null, t.martial, null, "TEXAS_GONE"));
        assertThat(t.g.state.player(0).inHand(t.martial)).isEqualTo(new io.tabletop.games.inwo.model.HandCard(t.martial, "martial-law", false));
        assertThat(t.g.state.player(0).secrets()).isEmpty();
    }

    @Test
    void givenTwinGamesDifferingOnlyInThePlotTexasHolds_whenPlayGoesOn_thenOtherSeatsAndSpectatorsSeeTheSameGame() {
        List<List<Look>> same = new ArrayList<>();
        for (String card : List.of("martial-law", "slush-fund")) {
            TexasPosition t = new TexasPosition();
            String held = t.sc.hand(0, card); // the held card's uid is the same in both twins
            Scenario.Game g = t.sc.game();
            List<Look> out = new ArrayList<>();
            g.send(0, new UseAbilityOn(t.texas, held, false));
            out.add(look(g));
            g.send(0, new Attack(t.batf, t.ny, AttackKind.CONTROL, false));
            out.add(look(g));
            while (g.state.window() != null) {
                var step = g.send(g.state.window().priority(), new Pass(), 6, 6);
                out.add(look(g));
                if (step.stream().anyMatch(e -> e instanceof InwoEvent.AttackResolved)) break;
            }
            assertThat(RULES.view(g.state, Viewer.seat(0)).players().get(0).secrets()).extracting(Secret::named).containsExactly(card);
            same.add(out);
        }
        assertThat(same.get(0)).isEqualTo(same.get(1));
    }

    // ------------------------------------------------------------------ twins


    /**
     * Seat 0 plays the card and names {@code named}; seat 1's {@code by} attacks {@code target} to destroy, his
     * Illuminati aids, and everybody passes until the attack is resolved, dice 1 and 1. A look after every move; the namer's own view shows the name.
     */
    static List<Look> twin(Position p, String named, String by, String target) {
        List<Look> out = new ArrayList<>();
        Scenario.Game g = p.sc.game();
        p.g = g;
        g.send(0, new PlayResource(p.uid, Scenario.root(0)));
        out.add(look(g));
        g.send(0, new Choose(named));
        out.add(look(g));
        assertThat(RULES.view(g.state, Viewer.seat(0)).players().get(0).secrets()).extracting(Secret::named).containsExactly(named);
        p.seatOnesTurn();
        out.add(look(g));
        g.send(1, new Attack(by, target, AttackKind.DESTROY, false));
        out.add(look(g));
        boolean aided = false;
        while (g.state.window() != null) {
            int seat = g.state.window().priority();
            InwoCommand move = seat == 1 && !aided ? new Aid(Scenario.root(1), true) : new Pass();
            aided |= seat == 1;
            var step = g.send(seat, move, 1, 1);
            out.add(look(g));
            if (step.stream().anyMatch(e -> e instanceof InwoEvent.AttackResolved)) break;
        }
        assertThat(g.events).anyMatch(e -> e instanceof InwoEvent.AttackResolved r && r.success());
        return out;
    }
}
