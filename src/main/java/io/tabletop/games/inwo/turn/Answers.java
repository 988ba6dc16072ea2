package io.tabletop.games.inwo.turn;

import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.versions.InwoVersion;
import java.util.Set;
import io.tabletop.games.inwo.model.Phase;
import io.tabletop.games.inwo.model.Window;
import io.tabletop.games.inwo.model.WindowKind;

/**
 * Ruling I9 (rules version 4 on): special abilities may answer knocks, victory declarations and Plots, not only
 * Plots and Instant attacks — "any player may use Plots or special abilities to thwart or secure the victory" [WDH
 * p.3]. An ability usable on its owner's main phase may then also be used by the seat holding priority in such a
 * window; using it is a response, so the round of passes starts again after him.
 */
public final class Answers {

    private Answers() {}

    static final Set<WindowKind> ANSWERED_BY_ABILITIES = Set.of(WindowKind.KNOCK, WindowKind.VICTORY, WindowKind.PLOT);

    /** Whether {@code seat} may use an ability now as an answer to the open window. */
    public static boolean byAbility(InwoVersion v, InwoState s, int seat) {
        Window w = s.window();
        return v.abilitiesAnswerEveryWindow() && w != null && s.choice() == null && w.priority() == seat
                && ANSWERED_BY_ABILITIES.contains(w.kind());
    }

    /** Whether an ability may be used now: on its owner's main phase with no window open, or as an answer (I9). */
    public static boolean abilityNow(InwoVersion v, InwoState s, int seat) {
        return s.window() == null && s.phase() == Phase.MAIN && s.current() == seat || byAbility(v, s, seat);
    }
}
