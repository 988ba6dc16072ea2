package io.tabletop.api;

import io.tabletop.api.GameSchemas.GameParts;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.Components;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.media.Schema.SchemaType;

/**
 * Types every answer that carries game content per game, so that a client — a generated one above all — never has to
 * guess which game's schema applies: {@code StateResult}, {@code LegalMoves}, {@code MoveResult} and {@code EventsPage}
 * become a {@code oneOf} of {@code <Game>.StateResult}… discriminated by their {@code game} field (the game's type),
 * and each event in them a {@code <Game>.EventView}, a {@code oneOf} discriminated by the event's {@code type} whose
 * {@code data} is that event's schema. Nested unions without a discriminator of their own (a Coup PASS and a Copycat
 * PASS look alike) are what generators cannot read; here every union is decided by one field.
 */
final class GameResponses {

    private static final String REF = "#/components/schemas/";

    private GameResponses() {}

    static void split(Components components, List<GameParts> games, Map<String, String> tableEvents) {
        Map<String, Schema> schemas = components.getSchemas();
        Schema eventView = schemas.get("EventView");
        Map<String, Map<String, String>> unions = new LinkedHashMap<>();
        List<Schema> gameEventViews = new ArrayList<>();
        for (GameParts g : games) {
            String views = g.prefix() + ".EventView";
            components.addSchema(views, eventViews(components, g, eventView, tableEvents));
            gameEventViews.add(ref(views));
            Schema commands = array(ref(g.prefix() + ".Command"));
            variant(components, unions, "StateResult", g, Map.of(
                    "view", nullable(ref(g.prefix() + ".View")).description("null until every seat is taken"),
                    "moves", nullable(commands).description("the seat's legal moves now; null for spectators and"
                            + " past views")));
            variant(components, unions, "LegalMoves", g, Map.of("moves", commands));
            variant(components, unions, "MoveResult", g, Map.of("events", array(ref(views))));
            variant(components, unions, "EventsPage", g, Map.of("events", array(ref(views))));
        }
        unions.forEach((name, mapping) -> components.addSchema(name, OASFactory.createSchema()
                .oneOf(mapping.values().stream().map(r -> OASFactory.createSchema().ref(r)).toList())
                .discriminator(OASFactory.createDiscriminator().propertyName("game").mapping(mapping))
                .description(schemas.get(name).getDescription() != null ? schemas.get(name).getDescription()
                        : name + " of one game; `game` (the game's type) names which: <Game>." + name + ".")));
        components.addSchema("EventView", OASFactory.createSchema().anyOf(gameEventViews)
                .description("An event as a client sees it ({seq, type, at, data}); in a page or a live stream of a"
                        + " game of type T it is a <T>.EventView, discriminated by `type`."));
    }

    /** One schema per event type ({@code type} fixed, {@code data} that event's), united by {@code type}. */
    private static Schema eventViews(Components components, GameParts g, Schema base,
            Map<String, String> tableEvents) {
        Map<String, String> all = new LinkedHashMap<>(tableEvents);
        g.events().forEach((name, component) -> {
            if (all.putIfAbsent(name, component) != null) {
                throw new IllegalStateException(g.type() + " names an event " + name + " as the table does");
            }
        });
        Map<String, String> mapping = new LinkedHashMap<>();
        all.forEach((name, component) -> {
            String view = g.prefix() + ".EventView." + component.substring(component.lastIndexOf('.') + 1);
            Schema s = copy(base).description(g.type() + " event " + name + " as the caller may see it (hidden"
                    + " fields are null)");
            s.addProperty("type", OASFactory.createSchema().addType(SchemaType.STRING).constValue(name));
            s.addProperty("data", ref(component));
            components.addSchema(view, s);
            mapping.put(name, REF + view);
        });
        return OASFactory.createSchema()
                .oneOf(mapping.values().stream().map(r -> OASFactory.createSchema().ref(r)).toList())
                .discriminator(OASFactory.createDiscriminator().propertyName("type").mapping(mapping))
                .description("A " + g.type() + " event as the caller may see it; `type` names which.");
    }

    private static void variant(Components components, Map<String, Map<String, String>> unions, String name,
            GameParts g, Map<String, Schema> typed) {
        Schema base = components.getSchemas().get(name);
        if (base == null || base.getProperties() == null || !base.getProperties().containsKey("game")) {
            throw new IllegalStateException(name + " has no game field to tell the games apart");
        }
        Schema s = copy(base).description(base.getDescription() == null ? name + " of a " + g.type() + " game"
                : base.getDescription() + " (" + g.type() + ")");
        s.addProperty("game", OASFactory.createSchema().addType(SchemaType.STRING).constValue(g.type()));
        typed.forEach(s::addProperty);
        String component = g.prefix() + "." + name;
        components.addSchema(component, s);
        unions.computeIfAbsent(name, n -> new LinkedHashMap<>()).put(g.type(), REF + component);
    }

    /** A shallow copy of an object schema: its own property map, so properties can be replaced. */
    private static Schema copy(Schema base) {
        Schema s = OASFactory.createSchema().type(new ArrayList<>(base.getType()))
                .properties(new LinkedHashMap<>(base.getProperties()));
        if (base.getRequired() != null) s.setRequired(new ArrayList<>(base.getRequired()));
        return s;
    }

    private static Schema array(Schema items) {
        return OASFactory.createSchema().addType(SchemaType.ARRAY).items(items);
    }

    private static Schema nullable(Schema s) {
        return OASFactory.createSchema().anyOf(List.of(s, OASFactory.createSchema().addType(SchemaType.NULL)));
    }

    private static Schema ref(String component) {
        return OASFactory.createSchema().ref(REF + component);
    }
}
