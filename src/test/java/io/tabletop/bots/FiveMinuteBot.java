package io.tabletop.bots;

import io.tabletop.client.ApiClient;
import io.tabletop.client.ApiException;
import io.tabletop.client.api.GamesApi;
import io.tabletop.client.api.PlayApi;
import io.tabletop.client.model.Command;
import io.tabletop.client.model.CoupStateResult;
import io.tabletop.client.model.TakeSeatRequest;
import java.util.Random;
import java.util.UUID;

/** The docs' loop in Java (src/docs/bots.md): a Coup seat played with the generated client, a random legal move each time. */
public class FiveMinuteBot {

    public static void main(String[] args) throws Exception {
        String server = args[0];
        UUID game = UUID.fromString(args[1]);
        ApiClient client = new ApiClient();
        client.updateBaseUri(server);
        String token = new GamesApi(client).takeSeat(game, new TakeSeatRequest().name("java")).getToken();
        client.setRequestInterceptor(r -> r.header("Authorization", "Bearer " + token));
        PlayApi play = new PlayApi(client);
        Random random = new Random();
        long version = 0;
        while (true) {
            CoupStateResult state;
            try {   // long-poll: answers once the game is past `version` (304 after 30 s of nothing)
                state = (CoupStateResult) play.getState(game, null, null, "\"" + version + "\"", "wait=30").getActualInstance();
            } catch (ApiException e) {
                if (e.getCode() == 304) continue;
                throw e;
            }
            version = state.getVersion();
            if (state.getStatus() == CoupStateResult.StatusEnum.FINISHED) break;
            if (!state.getAwaiting().contains(state.getSeat())) continue;
            var move = state.getMoves().get(random.nextInt(state.getMoves().size()));
            try {
                play.makeMove(game, "\"" + version + "\"", new Command(move), "java-" + version);
            } catch (ApiException e) {
                if (e.getCode() != 412) throw e;   // 412: somebody was faster; read again
            }
        }
        System.out.println("game over: winners " + new GamesApi(client).getGame(game, null).getWinners());
    }
}
