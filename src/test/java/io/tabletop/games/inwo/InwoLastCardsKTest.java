package io.tabletop.games.inwo;

import static io.tabletop.games.inwo.Scenario.look;
import static io.tabletop.games.inwo.Scenario.refused;

import io.tabletop.games.inwo.Scenario.Look;
import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.Viewer;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.Phase;
import io.tabletop.games.inwo.model.Secret;
import io.tabletop.games.inwo.model.TurnFlags;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The last card of the Limited set, batch K: Warehouse 23 ("enters with a free Artifact/Gadget automatic takeover;
 * hides Resources"; a hidden Unique Resource is shown when its duplicate is played [WDH p.14]), played by its own
 * rules (shipped catalogue). A hidden Resource is a hidden fact: twin games that differ only in which Resource is
 * hidden look the same to every other seat and to spectators.
 */
class InwoLastCardsKTest {

    static final InwoRules RULES = Scenario.SHIPPED_RULES;
    static final String WAREHOUSE = "warehouse-23";

    /**
     * Seat 0 (The Network) holds California under his Illuminati, Hawaii (Power 1) under it and Warehouse 23 linked to Hawaii, and in hand Hidden City
     * (Unique: his Illuminati +2 Power while it is in play), Cyborg Soldiers (a Gadget, not Unique), the Library at
     * Alexandria (Unique, neither Artifact nor Gadget) and Comic Books (a Group); seat 1 (the Bavarian Illuminati) holds
     * New York (Power 7, a token) and in hand his own Hidden City; a third player looks on.
     */
    static final class Position {
        final Scenario sc = Scenario.shipped("the-network", "bavarian-illuminati", "servants-of-cthulhu");
        final String california = sc.group(0, "california", Scenario.root(0));
        final String hawaii = sc.group(0, "hawaii", california);
        final String warehouse = sc.resource(0, WAREHOUSE, hawaii);
        final String city;
        final String cyborgs = sc.hand(0, "cyborg-soldiers");
        final String library = sc.hand(0, "the-library-at-alexandria");
        final String comics = sc.hand(0, "comic-books");
        final String ny = sc.group(1, "new-york", Scenario.root(1));
        final String rivalCity = sc.hand(1, "hidden-city");
        { sc.group(2, "girlie-magazines", Scenario.root(2)); }
        Scenario.Game g;

        Position() {
            this("hidden-city");
        }

        /** With {@code card} where Hidden City lies in seat 0's hand (same uid: for twin games). */
        Position(String card) {
            city = sc.hand(0, card);
        }

        Scenario.Game game() {
            g = sc.game();
            return g;
        }

        void seatOnesTurn() {
            g.state = g.state.withTurn(1, g.state.turn() + 1, TurnFlags.NEW);
        }

        /** Seat 1's turn: New York attacks Hawaii, the Warehouse's Group, aided by his Illuminati; all pass; dice 1 and 1. */
        void attackHawaii(AttackKind kind) {
            seatOnesTurn();
            g.send(1, new InwoCommand.Attack(ny, hawaii, kind, false));
            g.passUntil(1);
            g.send(1, new Aid(Scenario.root(1), true));
            g.allPass(1, 1);
            g.allPass(1, 1); // the roll window
        }

        /** Seat 0 hides Hidden City in the Warehouse, then seat 1's {@code kind} attack on Hawaii succeeds. */
        Scenario.Game hideCityThenAttackHawaii(AttackKind kind) {
            game().send(0, new PlayResource(city, warehouse));
            attackHawaii(kind);
            return g;
        }

        int illuminatiPower(Viewer v) {
            return RULES.view(g.state, v).players().get(0).structure().getFirst().power();
        }
    }

    @Test
    void givenWarehouse23_whenAResourceIsPlayedIntoIt_thenItIsInPlayFaceDownAndOnlyItsPlayerSeesWhich() {
        Position p = new Position();
        Scenario.Game g = p.game();
        assertThat(RULES.legalMoves(g.state, 0)).contains(new PlayResource(p.city, p.warehouse));
        int hand = g.state.player(0).hand().size();
        g.send(0, new PlayResource(p.city, p.warehouse));

        InwoEvent.ResourceHidden hidden = new InwoEvent.ResourceHidden(0, p.warehouse, p.city, "hidden-city");
        assertThat(g.events).containsExactly(new InwoEvent.TokensSpent(0, List.of(Scenario.root(0)), "PLAY_RESOURCE"), hidden);
        for (Viewer v : List.of(Viewer.seat(1), Viewer.seat(2), Viewer.SPECTATOR)) {
            assertThat(RULES.redact(hidden, v)).isEqualTo(new InwoEvent.ResourceHidden(0, p.warehouse, p.city, null));
            assertThat(RULES.view(g.state, v).players().get(0).secrets())
                    .as("public: the Warehouse holds a card; not which").containsExactly(new Secret(p.city, WAREHOUSE, null, false));
            assertThat(RULES.view(g.state, v).players().get(0).handCount()).isEqualTo(hand - 1);
        }
        assertThat(RULES.view(g.state, Viewer.seat(0)).players().get(0).secrets())
                .containsExactly(new Secret(p.city, WAREHOUSE, "hidden-city", false));
        assertThat(g.state.player(0).placed(p.city)).as("not in the Power Structure").isNull();
        assertThat(g.state.flags().illuminatiResource()).as("the turn's Illuminati Resource play").isTrue();
        assertThat(io.tabletop.games.inwo.interpreter.Interpreted.implemented(InwoTestDecks.SHIPPED.card(WAREHOUSE).orElseThrow())).isTrue();
    }

    @Test
    void givenHiddenCityHidden_whenItIsBroughtOut_thenOnlyThenDoesItGiveItsPowerLinkedToTheIlluminati() {
        Position p = new Position();
        Scenario.Game g = p.game();
        int before = p.illuminatiPower(Viewer.SPECTATOR);
        g.send(0, new PlayResource(p.city, p.warehouse));
        assertThat(p.illuminatiPower(Viewer.SPECTATOR)).as("hidden: no ability").isEqualTo(before);
        assertThat(RULES.legalMoves(g.state, 0)).contains(new UseAbilityOn(p.warehouse, p.city, false));

        List<InwoEvent> out = g.send(0, new UseAbilityOn(p.warehouse, p.city, false));
        assertThat(out).containsExactly(new InwoEvent.ResourceUncovered(0, p.city, "hidden-city", "BROUGHT_OUT"),
                new InwoEvent.CardPlaced(new InwoEvent.Placement(0, p.city, "hidden-city", Scenario.root(0), -1), false));
        assertThat(RULES.redact(out.getFirst(), Viewer.SPECTATOR)).as("face up").isEqualTo(out.getFirst());
        assertThat(g.state.player(0).secrets()).isEmpty();
        assertThat(g.state.player(0).placed(p.city).master()).isEqualTo(Scenario.root(0));
        assertThat(p.illuminatiPower(Viewer.SPECTATOR)).as("Hidden City: Illuminati +2 Power").isEqualTo(before + 2);
    }

    @Test
    void givenAHiddenResource_whenBroughtOutWithAnActionOrOffHisMainPhaseOrNotHidden_thenRefused() {
        Position p = new Position();
        Scenario.Game g = p.game();
        g.send(0, new PlayResource(p.city, p.warehouse));
        assertThat(refused(() -> g.send(0, new UseAbilityOn(p.warehouse, p.city, true))).code()).isEqualTo("NO_ACTION");
        assertThat(refused(() -> g.send(0, new UseAbilityOn(p.warehouse, p.cyborgs, false))).code())
                .as("a card of the hand").isEqualTo("INVALID_TARGET");
        p.seatOnesTurn();
        assertThat(refused(() -> g.send(0, new UseAbilityOn(p.warehouse, p.city, false))).code()).isEqualTo("NOT_YOUR_TURN");
        assertThat(RULES.legalMoves(g.state, 0)).doesNotContain(new UseAbilityOn(p.warehouse, p.city, false));
    }

    @Test
    void givenWarehouse23_whenAGroupOrTheFaceUpCopysUniqueIsPutIn_thenRefused() {
        Position p = new Position();
        p.sc.resource(1, "the-library-at-alexandria", Scenario.root(1));
        Scenario.Game g = p.game();
        assertThat(refused(() -> g.send(0, new PlayResource(p.comics, p.warehouse))).code()).isEqualTo("NOT_A_RESOURCE");
        assertThat(refused(() -> g.send(0, new PlayResource(p.library, p.warehouse))).code())
                .as("its face-up copy is in play: public").isEqualTo("UNIQUE_IN_PLAY");
        assertThat(RULES.legalMoves(g.state, 0)).doesNotContain(new PlayResource(p.library, p.warehouse));
    }

    @Test
    void givenHiddenCityHidden_whenARivalPlaysHisHiddenCity_thenTheHiddenCopyIsShownAndHisPlayIsNotMade() {
        Position p = new Position();
        Scenario.Game g = p.game();
        g.send(0, new PlayResource(p.city, p.warehouse));
        p.seatOnesTurn();
        assertThat(RULES.legalMoves(g.state, 1)).as("listed: his moves never depend on a hidden card")
                .contains(new PlayResource(p.rivalCity, Scenario.root(1)));
        int tokens = g.state.player(1).root().tokens();

        List<InwoEvent> out = g.send(1, new PlayResource(p.rivalCity, Scenario.root(1)));
        assertThat(out).containsExactly(new InwoEvent.ResourceUncovered(0, p.city, "hidden-city", "SHOWN"),
                new InwoEvent.CardPlaced(new InwoEvent.Placement(0, p.city, "hidden-city", Scenario.root(0), -1), false));
        assertThat(RULES.redact(out.getFirst(), Viewer.seat(2))).isEqualTo(out.getFirst());
        assertThat(g.state.player(1).inHand(p.rivalCity)).as("his card stays in his hand").isEqualTo(new HandCard(p.rivalCity, "hidden-city", false));
        assertThat(g.state.player(1).root().tokens()).as("nothing spent").isEqualTo(tokens);
        assertThat(g.state.flags().illuminatiResource()).isFalse();
        assertThat(g.state.player(0).placed(p.city)).as("face up in play now").isNotNull();
        assertThat(refused(() -> g.send(1, new PlayResource(p.rivalCity, Scenario.root(1)))).code()).isEqualTo("UNIQUE_IN_PLAY");
    }

    @Test
    void givenHiddenCityHidden_whenARivalsTheStarsAreRightTakesHisHiddenCityOver_thenTheHiddenCopyIsShownAndHisStaysInHand() {
        Position p = new Position();
        String stars = p.sc.hand(1, "the-stars-are-right"); // a Plot: a Resource of the hand enters play
        Scenario.Game g = p.game();
        g.send(0, new PlayResource(p.city, p.warehouse));
        p.seatOnesTurn();
        g.send(1, new PlayPlot(stars, p.rivalCity, null));
        List<InwoEvent> out = g.allPass();

        assertThat(out).containsSubsequence(new InwoEvent.ResourceUncovered(0, p.city, "hidden-city", "SHOWN"),
                new InwoEvent.CardPlaced(new InwoEvent.Placement(0, p.city, "hidden-city", Scenario.root(0), -1), false));
        assertThat(out).noneMatch(e -> e instanceof InwoEvent.CardPlaced c && c.placement().seat() == 1);
        assertThat(g.state.player(1).inHand(p.rivalCity)).as("his copy stays in his hand").isNotNull();
        assertThat(g.state.player(0).secrets()).isEmpty();
    }

    @Test
    void givenWarehouse23_whenItsFreeTakeoverBringsInACyborgGadget_thenOnceAGameAndOnlyAnArtifactOrGadget() {
        Position p = new Position();
        String saucer = p.sc.hand(0, "perpetual-motion-machine"); // an Artifact and Gadget
        Scenario.Game g = p.game();
        assertThat(refused(() -> g.send(0, new ExtraTakeover(p.warehouse, p.library, Scenario.root(0), null))).code())
                .as("neither Artifact nor Gadget").isEqualTo("INVALID_TARGET");
        assertThat(RULES.legalMoves(g.state, 0)).contains(new ExtraTakeover(p.warehouse, p.cyborgs, Scenario.root(0), null),
                new ExtraTakeover(p.warehouse, p.cyborgs, p.warehouse, null))
                .doesNotContain(new ExtraTakeover(p.warehouse, p.library, Scenario.root(0), null));

        g.send(0, new ExtraTakeover(p.warehouse, p.cyborgs, p.california, null));
        assertThat(g.state.player(0).placed(p.cyborgs).master()).isEqualTo(p.california);
        assertThat(g.state.player(0).usedOnce()).contains(WAREHOUSE);
        g.state = g.state.withTurn(0, g.state.turn() + 3, TurnFlags.NEW);
        assertThat(refused(() -> g.send(0, new ExtraTakeover(p.warehouse, saucer, Scenario.root(0), null))).code())
                .isEqualTo("ONCE_PER_GAME");
        assertThat(RULES.legalMoves(g.state, 0)).noneMatch(c -> c instanceof ExtraTakeover x && p.warehouse.equals(x.source()));
    }

    @Test
    void givenWarehouse23_whenItsFreeTakeoverNamesTheWarehouse_thenTheGadgetGoesInHidden() {
        Position p = new Position();
        Scenario.Game g = p.game();
        List<InwoEvent> out = g.send(0, new ExtraTakeover(p.warehouse, p.cyborgs, p.warehouse, null));
        assertThat(out).containsExactly(new InwoEvent.AbilityUsed(0, p.warehouse),
                new InwoEvent.ResourceHidden(0, p.warehouse, p.cyborgs, "cyborg-soldiers"));
        assertThat(g.state.player(0).placed(p.cyborgs)).isNull();
        assertThat(g.state.player(0).secrets()).containsExactly(new Secret(p.cyborgs, WAREHOUSE, "cyborg-soldiers", false));
    }

    @Test
    void givenTheTakeoverStep_whenTheAutomaticTakeoverPutsAResourceInTheWarehouse_thenItIsHiddenAndNoTakeoverWindowOpens() {
        Position p = new Position();
        p.sc.phase = Phase.TAKEOVER;
        Scenario.Game g = p.game();
        assertThat(RULES.legalMoves(g.state, 0)).contains(new Takeover(p.cyborgs, p.warehouse));
        List<InwoEvent> out = g.send(0, new Takeover(p.cyborgs, p.warehouse));
        assertThat(out.getFirst()).isEqualTo(new InwoEvent.ResourceHidden(0, p.warehouse, p.cyborgs, "cyborg-soldiers"));
        assertThat(out).noneMatch(e -> e instanceof InwoEvent.CardPlaced);
        assertThat(g.state.window()).isNull();
        assertThat(g.state.phase()).isEqualTo(Phase.MAIN);
    }

    @Test
    void givenResourcesHiddenInTheWarehouse_whenHawaiiIsDestroyedWithTheWarehouse_thenTheyAreShownAndDiscarded() {
        Position p = new Position();
        Scenario.Game g = p.hideCityThenAttackHawaii(AttackKind.DESTROY);

        assertThat(g.state.player(0).placed(p.warehouse)).as("destroyed with its Group: " + g.events).isNull();
        assertThat(g.events).containsSubsequence(new InwoEvent.ResourceUncovered(0, p.city, "hidden-city", "WAREHOUSE_GONE"),
                new InwoEvent.CardDiscarded(0, p.city, "hidden-city", "WAREHOUSE_GONE"));
        assertThat(g.state.player(0).secrets()).isEmpty();
        assertThat(g.state.player(0).discard()).contains("hidden-city");
    }

    @Test
    void givenResourcesHiddenInTheWarehouse_whenHawaiiIsCapturedWithIt_thenTheyGoWithItStillHidden() {
        Position p = new Position();
        Scenario.Game g = p.hideCityThenAttackHawaii(AttackKind.CONTROL);

        assertThat(g.state.player(1).placed(p.warehouse)).as("captured with its Group: " + g.events).isNotNull();
        InwoEvent.HiddenResourcesMoved moved = new InwoEvent.HiddenResourcesMoved(0, 1, List.of(p.city), List.of("hidden-city"));
        assertThat(g.events).contains(moved);
        assertThat(RULES.redact(moved, Viewer.seat(2))).isEqualTo(new InwoEvent.HiddenResourcesMoved(0, 1, List.of(p.city), null));
        assertThat(RULES.redact(moved, Viewer.seat(0))).isEqualTo(moved);
        assertThat(g.state.player(0).secrets()).isEmpty();
        assertThat(RULES.view(g.state, Viewer.seat(1)).players().get(1).secrets())
                .containsExactly(new Secret(p.city, WAREHOUSE, "hidden-city", false));
        assertThat(RULES.view(g.state, Viewer.SPECTATOR).players().get(1).secrets())
                .containsExactly(new Secret(p.city, WAREHOUSE, null, false));
    }

    // ------------------------------------------------------------------ twins


    @Test
    void givenTwinGamesDifferingOnlyInTheResourceHidden_whenARivalAttacksTheWarehousesGroup_thenOtherSeatsAndSpectatorsSeeTheSameGame() {
        List<List<Look>> looks = new ArrayList<>();
        for (String card : List.of("hidden-city", "mercenaries")) {
            Position p = new Position(card);
            Scenario.Game g = p.game();
            List<Look> out = new ArrayList<>();
            g.send(0, new PlayResource(p.city, p.warehouse));
            out.add(look(g));
            p.seatOnesTurn();
            out.add(look(g));
            g.send(1, new InwoCommand.Attack(p.ny, p.hawaii, AttackKind.CONTROL, false));
            out.add(look(g));
            while (g.state.window() != null) {
                List<InwoEvent> step = g.send(g.state.window().priority(), new Pass(), 6, 6);
                out.add(look(g));
                if (step.stream().anyMatch(e -> e instanceof InwoEvent.AttackResolved)) break;
            }
            assertThat(RULES.view(g.state, Viewer.seat(0)).players().get(0).secrets()).extracting(Secret::named).containsExactly(card);
            looks.add(out);
        }
        assertThat(looks.get(0)).hasSameSizeAs(looks.get(1)).isEqualTo(looks.get(1));
    }
}
