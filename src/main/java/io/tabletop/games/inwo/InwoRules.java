package io.tabletop.games.inwo;

import io.tabletop.games.inwo.versions.InwoVersion;

import io.tabletop.engine.GameData;
import io.tabletop.engine.GameType;
import io.tabletop.engine.LimitSpec;
import io.tabletop.engine.Limits;
import io.tabletop.engine.OptionSpec;
import io.tabletop.engine.Options;
import io.tabletop.engine.Outcome;
import io.tabletop.engine.Rng;
import io.tabletop.engine.RuleViolation;
import io.tabletop.engine.Rules;
import io.tabletop.engine.SeatCommand;
import io.tabletop.engine.SeatDeck;
import io.tabletop.engine.Setup;
import io.tabletop.engine.Silence;
import io.tabletop.engine.Table;
import io.tabletop.engine.Viewer;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Catalogue;
import io.tabletop.games.inwo.cards.CatalogueFile;
import io.tabletop.games.inwo.deck.DeckRules;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.trade.OfferLimits;
import io.tabletop.games.inwo.model.Phase;
import io.tabletop.games.inwo.model.TurnFlags;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;

/**
 * Illuminati: New World Order, as rules/inwo.md specifies it (the World Domination Handbook v1.2 over the Limited
 * catalogue), with its catalogue read from data ({@value Catalogue#FILE}) and checked at start-up. Each seat brings
 * a deck ({@link #deck}); plays are answered in priority windows; the server rolls the dice.
 */
public final class InwoRules implements Rules<InwoState, InwoCommand, InwoEvent> {

    public static final String TURN_LIMIT = "turnLimit";
    public static final String DECK_SIZE = "deckSize";
    public static final int MAX_SEATS = 6;

    private static final GameType<InwoState, InwoCommand, InwoEvent> TYPE = new GameType<>(
            "INWO", "Illuminati: New World Order (Limited, World Domination Handbook v1.2)", 2, MAX_SEATS,
            List.of(OptionSpec.integer(Table.REACTION_TIMEOUT_OPTION, 1, Table.MAX_TURN_TIMEOUT_SECONDS, null,
                            "Seconds a priority window waits for the seat holding priority; silence then counts as PASS."
                                    + " No limit when not given."),
                    OptionSpec.integer(DECK_SIZE, 20, 100, 45L,
                            "Cards in every deck of this game (the Illuminati included); the handbook recommends 45."),
                    OptionSpec.integer(TURN_LIMIT, 1, 10_000, null,
                            "House rule, off unless given: the game ends after this many turns (all players together)."
                                    + " Then the players with the most groups toward the Basic Goal, then the most total"
                                    + " Power, share the win (reason TURN_LIMIT).")),
            InwoCommand.class, InwoEvent.class, InwoView.class, InwoState.class);

    private Abilities abilities;
    private InwoDecider decider;
    private InwoVersion version = InwoVersion.NEWEST;

    /** For the service loader; {@link #configure} supplies the catalogue. */
    public InwoRules() {}

    /** The newest rules over {@code catalogue}. */
    public InwoRules(Catalogue catalogue) {
        use(catalogue);
    }

    /** Rules version {@code version} over {@code catalogue}. */
    public InwoRules(Catalogue catalogue, int version) {
        this.version = new InwoVersion(version);
        use(catalogue);
    }

    private InwoRules(Abilities abilities) {
        this.version = abilities.version();
        this.abilities = abilities;
        this.decider = new InwoDecider(abilities);
    }

    private void use(Catalogue c) {
        this.abilities = new Abilities(c, version);
        this.decider = new InwoDecider(abilities);
    }

    @Override
    public List<io.tabletop.engine.RulesVersion> versions() {
        return InwoVersion.ALL;
    }

    /**
     * GROUP_CHANGED: its alignments in the alignments' order. Some logs hold them in the order of a hash set that
     * differs from JVM to JVM (a Power-up's event): read so, every replay compares the same list, on any machine.
     */
    @Override
    public java.util.Map<String, java.util.function.UnaryOperator<java.util.Map<String, Object>>> upcasters() {
        return java.util.Map.of("GROUP_CHANGED", data -> {
            if (!(data.get("alignments") instanceof List<?> list)) return data;
            List<Object> sorted = list.stream()
                    .sorted(java.util.Comparator.comparingInt((Object x) -> io.tabletop.games.inwo.cards.Alignment
                            .valueOf(String.valueOf(x)).ordinal())).map(x -> (Object) x).toList();
            if (sorted.equals(list)) return data;
            java.util.Map<String, Object> current = new java.util.LinkedHashMap<>(data);
            current.put("alignments", sorted);
            return current;
        });
    }

    @Override
    public int version() {
        return version.number();
    }

    @Override
    public InwoRules atVersion(int number) {
        return number == version.number() ? this
                : new InwoRules(new Abilities(abilities.catalogue(), new InwoVersion(number)));
    }

    @Override
    public void configure(GameData data) {
        use(Catalogue.from(data.read(Catalogue.FILE, CatalogueFile.class)));
    }

    public Catalogue catalogueData() {
        return abilities.catalogue();
    }

    @Override
    public Object catalogue() {
        return InwoCatalogueView.of(abilities.catalogue());
    }

    @Override
    public Object starterDecks() {
        return abilities.catalogue().starterDecks();
    }

    @Override
    public GameType<InwoState, InwoCommand, InwoEvent> type() {
        return TYPE;
    }

    @Override
    public List<String> deck(SeatDeck requested, Options options) {
        Long size = options.integer(DECK_SIZE);
        return DeckRules.resolve(abilities.catalogue(), requested, size == null ? 45 : size.intValue());
    }

    /** The Basic Goal by player count [WDH v1.2]: 12 with 2-3 players, 11 with 4, 10 with 5 or more. */
    public static int basicGoal(int players) {
        return players <= 3 ? 12 : players == 4 ? 11 : 10;
    }

    @Override
    public InwoState setup(Setup setup) {
        List<Player> players = new ArrayList<>();
        for (int seat = 0; seat < setup.seats(); seat++) {
            List<String> deck = setup.decks().get(seat) == null ? List.of() : setup.decks().get(seat);
            String illuminati = null;
            List<String> plots = new ArrayList<>();
            List<String> groups = new ArrayList<>();
            for (String id : deck) {
                CardDef d = abilities.def(id);
                if (d == null) continue;
                if (d.kind() == CardKind.ILLUMINATI && illuminati == null) illuminati = id;
                else if (d.inPlotDeck()) plots.add(id);
                else groups.add(id);
            }
            players.add(new Player(seat, setup.names().get(seat), illuminati, plots, groups, List.of(), List.of(),
                    List.of(), List.of(), 0, 0, null, false));
        }
        Long limit = setup.options().integer(TURN_LIMIT);
        return new InwoState(players, Phase.LEAD, 0, 0, 0, TurnFlags.NEW, null, null, null, List.of(),
                basicGoal(setup.seats()), limit == null ? 0 : limit.intValue(), 0, List.of(), null);
    }

    @Override
    public List<InwoEvent> start(InwoState state, Rng rng) {
        return decider.start(state, rng);
    }

    @Override
    public List<InwoEvent> decide(InwoState state, int seat, InwoCommand command, Rng rng) {
        return decider.decide(state, seat, command, rng);
    }

    /** The service limit on offers of gifts and trades per seat and turn ({@link OfferLimits}). */
    @Override
    public List<LimitSpec> limitSpecs() {
        return OfferLimits.SPECS;
    }

    @Override
    public Optional<RuleViolation> limit(InwoState state, int seat, InwoCommand command, Limits limits) {
        return OfferLimits.check(state, seat, command, limits);
    }

    @Override
    public InwoState evolve(InwoState state, InwoEvent event) {
        return InwoEvolution.evolve(state, event);
    }

    @Override
    public InwoView view(InwoState state, Viewer viewer) {
        return InwoViews.of(decider, state, viewer);
    }

    @Override
    public List<InwoCommand> legalMoves(InwoState state, int seat) {
        return InwoLegalMoves.of(decider, state, seat);
    }

    @Override
    public List<Integer> awaiting(InwoState state) {
        return decider.awaiting(state);
    }

    @Override
    public InwoEvent redact(InwoEvent event, Viewer viewer) {
        return InwoRedaction.redact(event, viewer);
    }

    @Override
    public Outcome outcome(InwoState state) {
        return state.finished() ? new Outcome(true, state.winners()) : Outcome.PLAYING;
    }

    /**
     * The leads silence chooses. Version 3 on (ruling I8): each silent seat's first Group in its Group deck as shuffled
     * from the game's seed, skipping a Group an earlier silent seat takes (so that silence never makes two seats
     * duplicate each other round after round and empty their decks). Before: the first Group in catalogue order.
     */
    private List<SeatCommand<InwoCommand>> silentLeads(InwoState s) {
        List<SeatCommand<InwoCommand>> out = new ArrayList<>();
        java.util.Set<String> taken = new java.util.HashSet<>();
        for (int seat : decider.awaiting(s)) {
            List<String> groups = s.player(seat).groupDeck().stream()
                    .filter(id -> abilities.def(id).kind() == CardKind.GROUP).toList();
            String lead;
            if (version.quietSilence()) {
                lead = groups.stream().filter(id -> !taken.contains(id)).findFirst().orElse(groups.getFirst());
                taken.add(lead);
            } else {
                lead = groups.stream().sorted().findFirst().orElseThrow();
            }
            out.add(new SeatCommand<>(seat, new InwoCommand.ChooseLead(lead)));
        }
        return out;
    }

    /**
     * What silence plays: in a priority window PASS for the seat holding priority (a reaction window, timed by
     * {@code reactionTimeoutSeconds}); choosing leads, every seat that has not chosen takes a Group of its
     * deck ({@link #silentLeads}); a pending choice: its first option (from version 3: STOP where it has one); on your turn: draw both, no takeover, end the turn; over the hand limit, discard
     * the first Plot in hand (from version 3, ruling I8: the first exposed one if any, never a hidden Plot the player
     * could have kept).
     */
    @Override
    public Optional<Silence<InwoCommand>> silence(InwoState s) {
        if (s.finished()) return Optional.empty();
        if (s.choice() != null) {
            return Optional.of(Silence.turn(s.choice().seat(),
                    (InwoCommand) io.tabletop.games.inwo.choices.Choices.silent(s, version.quietSilence())));
        }
        if (s.window() != null) {
            return Optional.of(Silence.reaction("window-" + s.window().id(),
                    List.of(new SeatCommand<>(s.window().priority(), new InwoCommand.Pass()))));
        }
        return switch (s.phase()) {
            case LEAD -> Optional.of(Silence.together("leads", silentLeads(s)));
            case DRAW -> Optional.of(Silence.turn(s.current(), new InwoCommand.Draw(true, true)));
            case TAKEOVER -> Optional.of(Silence.turn(s.current(), new InwoCommand.SkipTakeover()));
            case MAIN -> Optional.of(Silence.turn(s.current(), new InwoCommand.EndTurn()));
            case DISCARD -> s.player(s.current()).hand().stream()
                    .filter(h -> abilities.def(h.card()).inPlotDeck())
                    .sorted(java.util.Comparator.comparing((HandCard h) -> !(version.quietSilence() && h.exposed()))) // I8
                    .map(HandCard::uid).findFirst()
                    .map(uid -> Silence.turn(s.current(), (InwoCommand) new InwoCommand.Discard(uid)));
            case KNOCK, VICTORY, FINISHED -> Optional.empty();
        };
    }
}
