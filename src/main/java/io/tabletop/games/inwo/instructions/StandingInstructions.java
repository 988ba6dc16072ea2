package io.tabletop.games.inwo.instructions;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.attack.Privileges;
import io.tabletop.games.inwo.model.Choice;
import io.tabletop.games.inwo.model.AutoPass;
import io.tabletop.games.inwo.model.Window;
import io.tabletop.games.inwo.model.WindowKind;
import io.tabletop.games.inwo.abilities.Abilities;
import java.util.List;

/**
 * Ruling I6 (rules version 4 on): windows open whatever anybody holds, and a seat's public standing instructions
 * ({@link AutoPass}) answer for it at once. The server plays the instruction as the seat's own move, in the same batch
 * as what opened the window, so nobody waits and nobody learns more than the instructions, which are public.
 */
public final class StandingInstructions {

    private StandingInstructions() {}

    public static boolean handles(InwoCommand c) {
        return c instanceof InwoCommand.SetStops;
    }

    /** Any time, by any seat still in the game, from version 4 on. */
    public static void check(Abilities a, InwoState s, int seat, InwoCommand.SetStops c) {
        if (!a.version().windowsIgnoreHiddenCards()) {
            throw new RuleViolation("NOT_IN_THIS_VERSION", "standing instructions came with INWO rules version 4");
        }
        if (c.autoPass() == null || c.autoPass().stream().anyMatch(k -> k == null)) {
            throw new RuleViolation("INVALID_STOPS", "autoPass lists window kinds: " + List.of(AutoPass.values()));
        }
        if (s.player(seat).out()) throw new RuleViolation("OUT", "you are out of the game");
    }

    /**
     * The move the server plays now for a seat whose standing instructions answer what the game waits for, or null.
     * Only from version 4 on (earlier versions have no instructions).
     */
    public static Auto next(Abilities a, InwoState s) {
        if (!a.version().windowsIgnoreHiddenCards() || s.finished()) return null;
        Choice c = s.choice();
        if (c != null) {
            return c.kind() == Choice.Kind.VULTURES && s.player(c.seat()).autoPasses(AutoPass.VULTURES)
                    || c.kind() == Choice.Kind.CONVENTION && s.player(c.seat()).autoPasses(AutoPass.CONVENTION) // last cards G
                    ? new Auto(c.seat(), new InwoCommand.Choose(io.tabletop.games.inwo.choices.Vultures.PASS)) : null;
        }
        Window w = s.window();
        if (w == null) return null;
        int seat = w.priority();
        return passes(s, w, seat) ? new Auto(seat, new InwoCommand.Pass()) : null;
    }

    /** Whether the seat's instructions pass in this window. */
    public static boolean passes(InwoState s, Window w, int seat) {
        Player p = s.player(seat);
        if (w.kind() == WindowKind.ATTACK && s.attack() != null && Privileges.heldOut(s.attack(), seat)) {
            return p.autoPasses(AutoPass.PRIVILEGED);
        }
        return p.autoPasses(AutoPass.of(w.kind()));
    }

    /** Whether a window of this kind for these seats would be answered by anybody at all (else it need not open). */
    public static boolean anyoneAsked(InwoState s, List<Integer> eligible, AutoPass kind) {
        return eligible.stream().anyMatch(seat -> !s.player(seat).autoPasses(kind));
    }

    /** A move the server plays for {@code seat} under its standing instructions. */
    public record Auto(int seat, InwoCommand command) {}
}
