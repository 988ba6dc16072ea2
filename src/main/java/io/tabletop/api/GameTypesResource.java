package io.tabletop.api;

import io.tabletop.app.Codecs;
import io.tabletop.app.GameCodec;
import io.tabletop.engine.GameType;
import io.tabletop.engine.OptionSpec;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/v1/game-types")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "games")
public class GameTypesResource {

    @Inject
    Codecs codecs;

    @GET
    @Operation(operationId = "listGameTypes", summary = "The hosted games, their seat ranges and options")
    public GameTypeInfo.Catalog list() {
        List<GameTypeInfo> types = new ArrayList<>();
        for (GameCodec codec : codecs.all()) {
            GameType<?, ?, ?> t = codec.table().rules().type();
            List<GameTypeInfo.OptionInfo> options = codec.table().optionSpecs().stream().map(GameTypesResource::info).toList();
            types.add(new GameTypeInfo(t.name(), t.title(), t.minSeats(), t.maxSeats(), options,
                    List.copyOf(codec.commandNames().names()), codec.table().rules().catalogue(),
                    codec.table().rules().starterDecks(),
                    io.tabletop.bots.Bots.forGame(t.name()).stream()
                            .map(b -> new GameTypeInfo.BotInfo(b.id(), b.description())).toList(),
                    codec.rulesVersion(), codec.table().rules().versions().stream()
                            .map(v -> new GameTypeInfo.RulesVersionInfo(v.number(), v.note())).toList()));
        }
        return new GameTypeInfo.Catalog(types);
    }

    private static GameTypeInfo.OptionInfo info(OptionSpec s) {
        return new GameTypeInfo.OptionInfo(s.name(), s.kind().name(), s.defaultValue(),
                s.values().isEmpty() ? null : s.values(), s.min(), s.max(), s.description());
    }
}
