package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.Viewer;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.goals.GoalCheck;
import io.tabletop.games.inwo.goals.GoalFigure;
import io.tabletop.games.inwo.goals.GoalProgress;
import io.tabletop.games.inwo.goals.Goals;
import io.tabletop.games.inwo.goals.PowerParts;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Placed;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoState;

/**
 * Random INWO games (test catalogue, newest rules version, 2 to 5 seats): along the way every view's Power parts agree
 * with the Power, Global Power and goal counts shown elsewhere and with what the goals total, every viewer sees the
 * same Power parts and public goal progress (and only the seat itself the progress of its hidden Goal cards), a hidden
 * hand card swapped for another changes no public view; and when a game ends in victory, each winner's goal progress
 * in the last view says the goal he won with is met (a Goal card hidden in his hand too: the declaration showed it).
 */
class InwoGoalProgressRandomGamesTest {

    static final Abilities A = new Abilities(InwoFixture.CATALOGUE);

    /**
     * The same position with the seat's first hidden hand card (not named in public) another of its deck's kind (a Goal card for a Plot, or
     * another Plot for a Goal card; another Group for a Group), or null if the seat holds no hidden card.
     */
    static InwoState otherHiddenCard(InwoState s, int seat) {
        List<HandCard> hand = new ArrayList<>(s.player(seat).hand());
        for (int i = 0; i < hand.size(); i++) {
            HandCard h = hand.get(i);
            if (h.exposed() || named(s, h.uid())) continue;
            boolean plot = A.def(h.card()).inPlotDeck();
            String instead = plot ? (h.card().equals("hail-eris") ? "martial-law" : "hail-eris")
                    : (h.card().equals("filler-1") ? "filler-2" : "filler-1");
            hand.set(i, new HandCard(h.uid(), instead, false));
            return s.with(seat, p -> p.withHand(hand));
        }
        return null;
    }

    /** Whether a hand card is named in public: the target of an attack from its hand, or a Plot being announced. */
    static boolean named(InwoState s, String uid) {
        return s.attack() != null && s.attack().fromHand() && uid.equals(s.attack().target())
                || s.plot() != null && uid.equals(s.plot().uid());
    }

    /** A game's result: how many winners were checked, how many of them won with a Goal card hidden in hand. */
    record Result(String reason, int checked, int hidden) {}

    @Test
    void givenRandomGames_whenTheyEndInVictory_thenTheWinnersGoalProgressSaysTheGoalIsMet() {
        List<Result> results = new ArrayList<>();
        for (int seats = 2; seats <= 5; seats++) {
            for (int n = 1; n <= 4; n++) results.add(play(seats, "inwo-goals-" + seats + "-" + n));
        }
        System.out.println("goal progress games: " + results);
        assertThat(results.stream().mapToInt(Result::checked).sum()).as("some game ended in victory, its winners checked")
                .isPositive();
    }

    /** Cards seen with a set value or an addition (so that the checks are not only about printed Power). */
    static final java.util.concurrent.atomic.AtomicInteger CHANGED = new java.util.concurrent.atomic.AtomicInteger();

    @Test
    void givenRandomGamesWithTheShippedCatalogue_thenEveryViewsPowerPartsAgreeWithThePowerShownElsewhere() {
        CHANGED.set(0);
        for (int seats : List.of(2, 4)) {
            List<List<String>> decks = new ArrayList<>();
            for (int i = 0; i < seats; i++) decks.add(InwoTestDecks.deck(i));
            String seed = "inwo-goals-shipped-" + seats;
            InwoPlay play = InwoPlay.start(InwoRandomGamesTest.SHIPPED, decks, seed, Map.of("turnLimit", 40));
            InwoFamilyGames.playOut(play, new Random(seed.hashCode()), (g, seat, legal, r) -> consistent(g.rules, SHIPPED, g.state),
                    11, (g, seat, awaiting, legal, r) -> InwoRandomGamesTest.pick(legal, r));
            consistent(play.rules, SHIPPED, play.state);
        }
        assertThat(CHANGED.get()).as("cards seen with a set value or an addition").isPositive();
    }

    static final Abilities SHIPPED = new Abilities(InwoTestDecks.SHIPPED);

    static Result play(int seats, String seed) {
        InwoPlay play = InwoPlay.start(InwoFixture.RULES, InwoRandomGamesTest.decks(seats), seed, Map.of("turnLimit", 40));
        InwoFamilyGames.playOut(play, new Random(seed.hashCode()), (g, seat, legal, r) -> consistent(g.state), 7,
                (g, seat, awaiting, legal, r) -> InwoRandomGamesTest.pick(legal, r));
        InwoState s = play.state;
        InwoView last = consistent(s);
        int checked = 0;
        int hidden = 0;
        if ("VICTORY".equals(s.reason())) {
            for (int w : s.winners()) {
                String won = Goals.met(A, s, w);
                assertThat(won).as("seat %d won with a goal met", w).isNotNull();
                GoalProgress goals = last.players().get(w).goals();
                if (won.equals("BASIC")) {
                    assertThat(goals.basic().met()).isTrue();
                    assertThat(goals.basic().count()).isGreaterThanOrEqualTo(goals.basic().needed());
                } else {
                    assertThat(goals.special()).extracting(GoalCheck::goal).as("seat %d: the goal it won with is public", w)
                            .contains(won);
                    GoalCheck g = goals.special().stream().filter(x -> x.goal().equals(won)).findFirst().orElseThrow();
                    assertThat(g.met()).as("seat %d: %s", w, g).isTrue();
                    assertThat(g.figures()).anyMatch(f -> f.value() >= f.target());
                    if (s.player(w).hand().stream().anyMatch(h -> h.card().equals(won) && !h.exposed())) hidden++;
                }
                checked++;
            }
        }
        return new Result(s.reason(), checked, hidden);
    }

    /** Checks one position's views (test catalogue) and returns the spectator's. */
    static InwoView consistent(InwoState s) {
        InwoView spectator = consistent(InwoFixture.RULES, A, s);
        for (int seat = 0; seat < s.seats(); seat++) {
            InwoState other = otherHiddenCard(s, seat);
            if (other != null) {
                assertThat(InwoFixture.RULES.view(other, Viewer.SPECTATOR)).as("a hidden card of seat %d changes no public view", seat)
                        .isEqualTo(spectator);
            }
        }
        return spectator;
    }

    /** The Goal cards hidden in the seat's hand and not public otherwise, checked by the function victory uses. */
    static List<GoalCheck> ownHiddenGoals(Abilities a, InwoState s, int seat, GoalProgress seen) {
        List<GoalCheck> out = new ArrayList<>();
        for (HandCard h : s.player(seat).hand()) {
            if (h.exposed() || seen.special().stream().anyMatch(g -> g.goal().equals(h.card()))
                    || out.stream().anyMatch(g -> g.goal().equals(h.card()))) continue;
            GoalCheck g = Goals.goalCard(a, s, seat, h.card());
            if (g != null) out.add(g);
        }
        return out;
    }

    /** Checks that every viewer sees the same parts and public goals, and that they agree with the rest of the view. */
    static InwoView consistent(InwoRules rules, Abilities a, InwoState s) {
        InwoView spectator = rules.view(s, Viewer.SPECTATOR);
        for (int seat = 0; seat < s.seats(); seat++) {
            InwoView seen = rules.view(s, Viewer.seat(seat));
            for (int i = 0; i < s.seats(); i++) {
                GoalProgress mine = seen.players().get(i).goals();
                GoalProgress public_ = spectator.players().get(i).goals();
                if (public_ == null) {
                    assertThat(mine).isNull();
                } else {
                    assertThat(public_.hidden()).as("no hidden Goal card in a spectator's view").isNull();
                    assertThat(new GoalProgress(mine.basic(), mine.special(), null)).isEqualTo(public_);
                    if (i != seat) assertThat(mine.hidden()).as("nor in a rival's").isNull();
                    else assertThat(mine.hidden()).as("a seat's own hidden Goal cards, in its own view")
                            .isEqualTo(ownHiddenGoals(a, s, i, mine));
                }
                assertThat(seen.players().get(i).structure()).isEqualTo(spectator.players().get(i).structure());
            }
        }
        for (InwoView.PlayerView p : spectator.players()) {
            int powerForGoals = 0;
            for (InwoView.CardView c : p.structure()) {
                PowerParts parts = c.powerParts();
                Placed placed = s.player(p.seat()).placed(c.uid());
                assertThat(parts.power()).as("%s", c).isEqualTo(c.power()).isEqualTo(a.power(s, p.seat(), placed));
                assertThat(parts.globalPower()).isEqualTo(c.globalPower());
                assertThat(parts.base()).isEqualTo(parts.set() != null ? parts.set() : parts.printed());
                int standing = parts.additions().stream().filter(PowerParts.PowerAddition::standing)
                        .mapToInt(PowerParts.PowerAddition::amount).sum();
                assertThat(parts.power()).isEqualTo(Math.max(0, parts.base() * parts.multiplier() + standing));
                powerForGoals += parts.powerForGoals();
                if (parts.set() != null || !parts.additions().isEmpty()) CHANGED.incrementAndGet();
            }
            GoalProgress goals = p.goals();
            if (goals == null) {
                assertThat(p.out() || s.phase() == io.tabletop.games.inwo.model.Phase.LEAD).isTrue();
                continue;
            }
            assertThat(goals.basic().count()).isEqualTo(p.controlled()).isEqualTo(goals.basic().counted().size());
            assertThat(goals.basic().needed()).isEqualTo(s.basicGoal());
            for (GoalCheck g : goals.special()) {
                if (!g.card().equals("bavarian-illuminati")) continue; // every Group's Power, no filter
                assertThat(g.figures()).as("Bavaria's total is the sum of its cards' Power for goals")
                        .contains(new GoalFigure(GoalFigure.Measure.POWER, powerForGoals, 50));
            }
        }
        return spectator;
    }
}
