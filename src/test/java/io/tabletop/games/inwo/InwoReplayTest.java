package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.InwoEvent.*;
import io.tabletop.games.inwo.interpreter.Interpreted;
import io.tabletop.games.inwo.model.Grave;
import io.tabletop.games.inwo.replay.Replays;
import java.util.List;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;

/** Bringing destroyed cards back ("Replay") [WDH p.12, p.14]: the Replay Plots, Clone Arrangers, And STAY Dead!. */
class InwoReplayTest {

    static final InwoRules RULES = Scenario.SHIPPED_RULES;

    static boolean implemented(String id) {
        return Interpreted.implemented(InwoTestDecks.SHIPPED.card(id).orElseThrow());
    }

    /** A position: seat 1 has the Personality Gordo Remora and the Nation Italy, seat 0 a Media group. */
    static final class Table {
        final Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        Scenario.Game g;
        String host;

        /** Seat 1's Big Media, under which Personalities sit one group away from his Illuminati (Sniper 10 beats them). */
        String host() {
            if (host == null) host = sc.group(1, "big-media", Scenario.root(1));
            return host;
        }

        Table start() {
            g = sc.game();
            return this;
        }

        List<InwoEvent> send(int seat, InwoCommand c, int... dice) {
            return g.send(seat, c, dice);
        }

        /** Destroyed by seat {@code by} in an ordinary attack (its destroyed pile). */
        void destroyed(int by, String uid) {
            int owner = g.state.ownerOf(uid);
            var t = g.state.player(owner).placed(uid);
            g.state = RULES.evolve(g.state, new GroupDestroyed(by, uid, t.card(), owner, List.of(), List.of()));
        }

        /** Killed by seat 0's Sniper (a roll of 2). */
        void assassinate(String uid) {
            String sniper = sc.hand(0, "sniper");
            g.state = withHand(g.state, 0, sniper, "sniper");
            send(0, new PlayPlot(sniper, uid, null));
            g.allPass(1, 1);
        }

        /** Ends seat 0's turn and plays seat 1's up to his main phase (a new turn). */
        void nextTurn() {
            g.state = g.state.withTurn(g.state.current(), g.state.turn() + 1, g.state.flags());
        }

        String inHand(int seat, String card) {
            String uid = sc.hand(seat, card);
            g.state = withHand(g.state, seat, uid, card);
            return uid;
        }

        void resolve() {
            while (g.state.window() != null) send(g.state.window().priority(), new Pass());
        }

        List<InwoCommand> legal(int seat) {
            return RULES.legalMoves(g.state, seat);
        }
    }

    private static InwoState withHand(InwoState s, int seat, String uid, String card) {
        return s.with(seat, p -> p.inHand(uid) != null ? p
                : p.withHand(InwoEvolution.plus(p.hand(), new io.tabletop.games.inwo.model.HandCard(uid, card, false))));
    }

    @Test
    void givenAGroupDestroyedByAnAttack_whenMediaBlitzPaidByAMediaGroupResolves_thenTheGroupComesBackIntoItsPlayersHand() {
        Table t = new Table();
        String media = t.sc.group(0, "cable-tv", Scenario.root(0));
        String italy = t.sc.group(1, "italy", Scenario.root(1));
        String blitz = t.sc.hand(0, "media-blitz");
        t.start();
        t.destroyed(0, italy);
        assertThat(t.g.state.player(0).destroyed()).containsExactly("italy");
        assertThat(t.legal(0)).contains(new PlayPlot(blitz, italy, media)).doesNotContain(new PlayPlot(blitz, italy, null));
        t.send(0, new PlayPlot(blitz, italy, media));
        assertThat(t.g.state.player(0).placed(media).tokens()).isZero();
        t.resolve();
        assertThat(t.g.events).anyMatch(e -> e instanceof CardReplayed r && r.uid().equals(italy) && r.seat() == 0 && r.pile() == 0);
        assertThat(t.g.state.player(0).destroyed()).isEmpty();
        assertThat(t.g.state.player(0).inHand(italy).card()).isEqualTo("italy");
        assertThat(t.g.state.graves()).isEmpty();
        // a Group in hand: attacked to control from there, as usual
        assertThat(t.legal(0)).anyMatch(c -> c instanceof InwoCommand.Attack a && a.target().equals(italy));
        assertThat(implemented("media-blitz")).isTrue();
    }

    @Test
    void givenAPersonalityKilledByAnAssassination_whenMediaBlitzIsAimedAtIt_thenItIsRefusedButCloneBringsItBack() {
        Table t = new Table();
        String media = t.sc.group(0, "cable-tv", Scenario.root(0));
        String gordo = t.sc.group(1, "gordo-remora", t.host());
        String blitz = t.sc.hand(0, "media-blitz");
        String clone = t.sc.hand(0, "clone");
        t.start();
        t.assassinate(gordo);
        Grave grave = Replays.grave(t.g.state, gordo);
        assertThat(grave.killed()).isTrue();
        assertThat(t.g.events).anyMatch(e -> e instanceof GraveMarked m && m.uid().equals(gordo) && m.killed());
        assertThatThrownBy(() -> RULES.decide(t.g.state, 0, new PlayPlot(blitz, gordo, media), Scenario.dice()))
                .isInstanceOf(RuleViolation.class);
        assertThat(t.legal(0)).doesNotContain(new PlayPlot(blitz, gordo, media)).contains(new PlayPlot(clone, gordo, null));
        t.send(0, new PlayPlot(clone, gordo, null));
        t.resolve();
        assertThat(t.g.state.player(0).inHand(gordo)).isNotNull();
        assertThat(t.g.state.player(0).destroyed()).isEmpty();
        assertThat(implemented("clone")).isTrue();
    }

    @Test
    void givenADestroyedNationAndADestroyedPersonality_whenCounterRevolutionIsPlayed_thenOnlyTheNationComesBackForAnIlluminatiAction() {
        Table t = new Table();
        String italy = t.sc.group(1, "italy", Scenario.root(1));
        String gordo = t.sc.group(1, "gordo-remora", t.host());
        String counter = t.sc.hand(0, "counter-revolution");
        t.start();
        t.destroyed(0, italy);
        t.destroyed(0, gordo);
        assertThat(t.legal(0)).contains(new PlayPlot(counter, italy, null)).doesNotContain(new PlayPlot(counter, gordo, null));
        t.send(0, new PlayPlot(counter, italy, null));
        assertThat(t.g.state.player(0).root().tokens()).isZero();
        t.resolve();
        assertThat(t.g.state.player(0).inHand(italy)).isNotNull();
        assertThat(t.g.state.player(0).destroyed()).containsExactly("gordo-remora");
        assertThat(implemented("counter-revolution")).isTrue();
    }

    @Test
    void givenAKilledPersonality_whenImpostorIsPaidByAGroupSharingItsAlignment_thenItEntersThePlayersStructureAtOnce() {
        Table t = new Table();
        String liberal = t.sc.group(0, "girlie-magazines", Scenario.root(0)); // Liberal, like Gordo
        String corporate = t.sc.group(0, "cable-tv", Scenario.root(0));
        String gordo = t.sc.group(1, "gordo-remora", t.host());
        String impostor = t.sc.hand(0, "impostor");
        t.start();
        t.assassinate(gordo);
        assertThat(t.legal(0)).contains(new PlayPlot(impostor, gordo, liberal))
                .doesNotContain(new PlayPlot(impostor, gordo, corporate), new PlayPlot(impostor, gordo, null));
        t.send(0, new PlayPlot(impostor, gordo, liberal));
        assertThat(t.g.state.player(0).placed(liberal).tokens()).isZero();
        t.resolve();
        var placed = t.g.state.player(0).placed(gordo);
        assertThat(placed).isNotNull();
        assertThat(placed.master()).isEqualTo(Scenario.root(0));
        assertThat(t.g.state.player(0).inHand(gordo)).isNull();
        assertThat(implemented("impostor")).isTrue();
    }

    @Test
    void givenTheCloneArrangersInPlay_whenCloneResolves_thenTheKilledPersonalityEntersPlayUnderThem() {
        Table t = new Table();
        String arrangers = t.sc.group(0, "clone-arrangers", Scenario.root(0));
        String gordo = t.sc.group(1, "gordo-remora", t.host());
        String clone = t.sc.hand(0, "clone");
        t.start();
        t.assassinate(gordo);
        t.send(0, new PlayPlot(clone, gordo, null));
        t.resolve();
        assertThat(t.g.state.player(0).placed(gordo).master()).isEqualTo(arrangers);
    }

    @Test
    void givenAPersonalityKilledThisTurn_whenTheCloneArrangersUseTheirAction_thenItComesBackToTheirPlayersHand() {
        Table t = new Table();
        String arrangers = t.sc.group(0, "clone-arrangers", Scenario.root(0));
        String gordo = t.sc.group(1, "gordo-remora", t.host());
        String hillary = t.sc.group(1, "hillary-clinton", t.host());
        t.start();
        t.assassinate(gordo);
        assertThat(t.legal(0)).contains(new UseAbilityOn(arrangers, gordo, true));
        t.send(0, new UseAbilityOn(arrangers, gordo, true));
        assertThat(t.g.state.player(0).inHand(gordo)).isNotNull();
        assertThat(t.g.state.player(0).placed(arrangers).tokens()).isZero();
        // one killed on an earlier turn is out of their reach
        t.g.state = t.g.state.with(0, p -> p.update(arrangers, c -> c.withTokens(1)));
        t.assassinate(hillary);
        t.nextTurn();
        assertThat(t.legal(0)).doesNotContain(new UseAbilityOn(arrangers, hillary, true));
        assertThat(implemented("clone-arrangers")).isTrue();
    }

    @Test
    void givenAndStayDeadOnADestroyedGroup_whenItResolves_thenNoReplayReachesItAnyMore() {
        Table t = new Table();
        String magic = t.sc.group(0, "ninjas", Scenario.root(0));
        String media = t.sc.group(0, "cable-tv", Scenario.root(0));
        String italy = t.sc.group(1, "italy", Scenario.root(1));
        String stay = t.sc.hand(0, "and-stay-dead");
        String blitz = t.sc.hand(0, "media-blitz");
        t.start();
        t.destroyed(0, italy);
        assertThat(t.legal(0)).contains(new PlayPlot(stay, italy, magic)).doesNotContain(new PlayPlot(stay, italy, media));
        t.send(0, new PlayPlot(stay, italy, magic));
        t.resolve();
        assertThat(Replays.grave(t.g.state, italy).never()).isTrue();
        assertThat(t.legal(0)).doesNotContain(new PlayPlot(blitz, italy, media));
        assertThat(t.g.state.player(0).destroyed()).containsExactly("italy");
        assertThat(implemented("and-stay-dead")).isTrue();
    }

    @Test
    void givenAGadgetInThePlayersDiscardPile_whenCoverOfDarknessResolves_thenItIsBackInPlayLinkedToHisIlluminati() {
        Table t = new Table();
        String cover = t.sc.hand(0, "cover-of-darkness");
        t.start();
        t.g.state = t.g.state.with(0, p -> p.withDiscard(List.of("cyborg-soldiers", "albino-alligators")));
        assertThat(t.legal(0)).contains(new PlayPlot(cover, "cyborg-soldiers", null)).doesNotContain(new PlayPlot(cover, "albino-alligators", null));
        t.send(0, new PlayPlot(cover, "cyborg-soldiers", null));
        t.resolve();
        var back = t.g.state.player(0).structure().stream().filter(c -> c.card().equals("cyborg-soldiers")).findFirst().orElseThrow();
        assertThat(back.resource()).isTrue();
        assertThat(back.master()).isEqualTo(Scenario.root(0));
        assertThat(t.g.state.player(0).discard()).containsExactly("albino-alligators", "cover-of-darkness");
        assertThat(implemented("cover-of-darkness")).isTrue();
    }

    @Test
    void givenMediaBlitzAnnounced_whenARivalCancelsIt_thenTheGroupStaysDestroyed() {
        Table t = new Table();
        String media = t.sc.group(0, "cable-tv", Scenario.root(0));
        String italy = t.sc.group(1, "italy", Scenario.root(1));
        String blitz = t.sc.hand(0, "media-blitz");
        String hoax = t.sc.hand(1, "secrets-man-was-not-meant-to-know");
        t.start();
        t.destroyed(0, italy);
        t.send(0, new PlayPlot(blitz, italy, media));
        t.g.passUntil(1);
        t.send(1, new PlayPlot(hoax, null, null));
        t.resolve();
        assertThat(t.g.events).noneMatch(e -> e instanceof CardReplayed);
        assertThat(t.g.state.player(0).destroyed()).containsExactly("italy");
    }

    @Test
    void givenHisPersonalityKilledThisTurn_whenItsPlayerPlaysHeadInAJar_thenItIsBackInHisStructureWithTheJarLinkedForPlus10AgainstAssassinations() {
        Table t = new Table();
        String gordo = t.sc.group(1, "gordo-remora", t.host());
        String jar = t.sc.hand(1, "head-in-a-jar");
        String media = t.sc.group(0, "cable-tv", Scenario.root(0));
        t.start();
        t.assassinate(gordo);
        assertThat(t.g.state.player(1).placed(gordo)).isNull();
        t.send(0, new EndTurn()); // the knock window: seat 1 may answer
        t.g.passUntil(1);
        assertThat(t.legal(1)).contains(new PlayPlot(jar, gordo, null));
        t.send(1, new PlayPlot(jar, gordo, null));
        t.resolve();
        assertThat(t.g.state.player(1).placed(gordo)).isNotNull();
        assertThat(t.g.state.linked()).anyMatch(lp -> lp.card().equals("head-in-a-jar") && lp.group().equals(gordo));
        assertThat(t.g.state.player(1).discard()).doesNotContain("head-in-a-jar");
        var a = new io.tabletop.games.inwo.abilities.Abilities(InwoTestDecks.SHIPPED);
        var placed = t.g.state.player(1).placed(gordo);
        assertThat(a.defenceBonus(t.g.state, 1, placed, null, 0, io.tabletop.games.inwo.model.AttackKind.ASSASSINATION)).isEqualTo(10);
        assertThat(a.defenceBonus(t.g.state, 1, placed, null, 0, io.tabletop.games.inwo.model.AttackKind.DESTROY)).isZero();
        assertThat(implemented("head-in-a-jar")).isTrue();
    }

    @Test
    void givenARivalsPersonalityKilledOrOneKilledEarlier_whenHeadInAJarIsAimedAtIt_thenItIsRefused() {
        Table t = new Table();
        String gordo = t.sc.group(1, "gordo-remora", t.host());
        String jar = t.sc.hand(0, "head-in-a-jar");
        t.start();
        t.assassinate(gordo);
        assertThat(t.legal(0)).doesNotContain(new PlayPlot(jar, gordo, null));
    }

    @Test
    void givenTheMenInBlackLeadingTheAttack_whenTheyDestroyAGroup_thenItMayNeverReturn() {
        Table t = new Table();
        String mib = t.sc.group(0, "the-men-in-black", Scenario.root(0));
        String media = t.sc.group(0, "cable-tv", Scenario.root(0));
        String pollsters = t.sc.group(1, "pollsters", t.sc.group(1, "girlie-magazines", t.host())); // no position bonus
        String blitz = t.sc.hand(0, "media-blitz");
        t.start();
        t.send(0, new InwoCommand.Attack(mib, pollsters, io.tabletop.games.inwo.model.AttackKind.DESTROY, false));
        t.g.allPass(1, 1);
        assertThat(t.g.state.player(1).placed(pollsters)).isNull();
        assertThat(Replays.grave(t.g.state, pollsters).never()).isTrue();
        assertThat(t.legal(0)).doesNotContain(new PlayPlot(blitz, pollsters, media));
    }
}
