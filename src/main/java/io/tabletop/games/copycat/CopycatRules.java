package io.tabletop.games.copycat;

import io.tabletop.engine.GameData;
import io.tabletop.engine.GameType;
import io.tabletop.engine.OptionSpec;
import io.tabletop.engine.Outcome;
import io.tabletop.engine.Rng;
import io.tabletop.engine.Rules;
import io.tabletop.engine.SeatCommand;
import io.tabletop.engine.Setup;
import io.tabletop.engine.Silence;
import io.tabletop.engine.Viewer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * Copycat («Подражатель», Friedemann Friese), as rules/copycat.md specifies it, with its card catalogue read from
 * data ({@value #CATALOGUE}) and checked at start-up.
 */
public final class CopycatRules implements Rules<CopycatState, CopycatCommand, CopycatEvent> {

    public static final String CATALOGUE = "games/copycat/catalogue-v1.json";

    public static final String TURN_LIMIT = "turnLimit";

    private static final GameType<CopycatState, CopycatCommand, CopycatEvent> TYPE = new GameType<>(
            "COPYCAT", "Copycat (Подражатель), catalogue reconstruction v1", 2, 4,
            List.of(OptionSpec.integer(TURN_LIMIT, 1, 100_000, (long) CopycatState.DEFAULT_TURN_LIMIT,
                    "Turns (in actions and buying, all players together) the game lasts at most; a game ends by "
                            + "its own rules long before the default. Reaching it ends the game, ranked as at its "
                            + "end (D24).")),
            CopycatCommand.class, CopycatEvent.class, CopycatView.class, CopycatState.class);

    private Catalogue catalogue;
    private CopycatDecider decider;

    /** For the service loader; {@link #configure} supplies the catalogue. */
    public CopycatRules() {}

    public CopycatRules(Catalogue catalogue) {
        use(catalogue);
    }

    private void use(Catalogue c) {
        this.catalogue = c;
        this.decider = new CopycatDecider(c);
    }

    @Override
    public void configure(GameData data) {
        use(Catalogue.from(data.read(CATALOGUE, CatalogueFile.class)));
    }

    public Catalogue catalogueData() {
        return catalogue;
    }

    @Override
    public Object catalogue() {
        return CatalogueView.of(catalogue);
    }

    /**
     * Copycat's rules versions: a fix to the rules is a new one (see {@link io.tabletop.engine.RulesVersion}). Version
     * 1 is the game as played from 2026-11-25 on (decisions D1–D29); games recorded before that day were played by
     * earlier, unversioned rules.
     */
    @Override
    public java.util.List<io.tabletop.engine.RulesVersion> versions() {
        return java.util.List.of(new io.tabletop.engine.RulesVersion(1,
                "Copycat with the service's decisions D1-D29 (rules/copycat.md), as played from 2026-11-25."));
    }

    @Override
    public GameType<CopycatState, CopycatCommand, CopycatEvent> type() {
        return TYPE;
    }

    @Override
    public CopycatState setup(Setup setup) {
        List<Player> players = new ArrayList<>();
        List<Integer> bus = new ArrayList<>();
        Long limit = setup.options().integer(TURN_LIMIT);
        for (int seat = 0; seat < setup.seats(); seat++) {
            players.add(Player.seated(seat, setup.names().get(seat), Catalogue.SETS.get(seat)));
            bus.add(seat);
        }
        return new CopycatState(players, Collections.nCopies(CopycatState.STREET, null), List.of(), List.of(),
                List.of(), List.of(), 0, Phase.PLANNING, bus, 0, false, List.of(), List.of(), 0,
                limit == null ? CopycatState.DEFAULT_TURN_LIMIT : limit.intValue());
    }

    @Override
    public List<CopycatEvent> start(CopycatState state, Rng rng) {
        return decider.start(state, rng);
    }

    @Override
    public List<CopycatEvent> decide(CopycatState state, int seat, CopycatCommand command, Rng rng) {
        return decider.decide(state, seat, command, rng);
    }

    @Override
    public CopycatState evolve(CopycatState state, CopycatEvent event) {
        return CopycatEvolution.evolve(state, event);
    }

    @Override
    public CopycatView view(CopycatState state, Viewer viewer) {
        return CopycatViews.of(catalogue, state, viewer);
    }

    @Override
    public List<CopycatCommand> legalMoves(CopycatState state, int seat) {
        return CopycatLegalMoves.of(catalogue, decider, state, seat);
    }

    @Override
    public List<Integer> awaiting(CopycatState s) {
        return switch (s.phase()) {
            case PLANNING -> s.players().stream().filter(p -> !p.chosen()).map(Player::seat).toList();
            case ACTIONS, BUYING -> List.of(s.current());
            case FINISHED -> List.of();
        };
    }

    @Override
    public CopycatEvent redact(CopycatEvent event, Viewer viewer) {
        return CopycatRedaction.redact(event, viewer);
    }

    @Override
    public Outcome outcome(CopycatState state) {
        return state.finished() ? new Outcome(true, state.winners()) : Outcome.PLAYING;
    }

    /**
     * What silence plays at each step (rules/copycat.md, timeouts). Planning: every seat that has not chosen shows the
     * first card of its hand. Actions: PASS. An open effect: DECLINE where it may be declined (an office's action after
     * placement, extra placement, trash
     * for a worker, Team Bonus, Press Secretary, Allocation Office), DECLARE 0 for a count, DISCARD / TRASH the first
     * hand card once a count is declared, DRAW as many cards as already paid for a fundraiser, DONE for
     * Brainstorming, COINS for a charity choice. Buying: LAY_OUT, then START_BUYING, then END_TURN (nothing bought).
     */
    @Override
    public Optional<Silence<CopycatCommand>> silence(CopycatState s) {
        return switch (s.phase()) {
            case PLANNING -> Optional.of(Silence.together("round-" + s.round() + "-planning", s.players().stream()
                    .filter(p -> !p.chosen() && !p.hand().isEmpty())
                    .map(p -> new SeatCommand<CopycatCommand>(p.seat(), new CopycatCommand.ChooseTurnCard(p.hand().getFirst())))
                    .toList()));
            case ACTIONS, BUYING -> Optional.ofNullable(silentMove(s, s.player(s.current())))
                    .map(command -> Silence.turn(s.current(), command));
            case FINISHED -> Optional.empty();
        };
    }

    private static CopycatCommand silentMove(CopycatState s, Player p) {
        Pending top = s.top();
        if (top != null) {
            return switch (top.kind()) {
                case OFFICE_ACTION, PLACE, PLACE_ELBOWS, TRASH_FOR_WORKER, REUSE_WORKER, COPY, REUSE_CARD ->
                        new CopycatCommand.Decline();
                case EXCHANGE_COUNT, TRASH_COUNT -> new CopycatCommand.Declare(0);
                case EXCHANGE -> p.hand().isEmpty() ? null : new CopycatCommand.Discard(p.hand().getFirst());
                case TRASH_FOR_COINS -> p.hand().isEmpty() ? null : new CopycatCommand.Trash(p.hand().getFirst());
                case FUNDRAISE -> new CopycatCommand.Draw(top.value());
                case KEEP -> new CopycatCommand.Done();
                case CHOOSE -> new CopycatCommand.Choose(top.card(), CopycatCommand.Option.COINS);
            };
        }
        if (s.phase() == Phase.ACTIONS) return new CopycatCommand.Pass();
        return switch (p.step()) {
            case BEFORE_LAYOUT -> new CopycatCommand.LayOut();
            case LAID_OUT -> new CopycatCommand.StartBuying();
            case BUYING -> new CopycatCommand.EndTurn();
            case DONE -> null;
        };
    }
}
