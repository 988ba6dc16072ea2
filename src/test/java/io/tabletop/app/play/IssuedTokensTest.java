package io.tabletop.app.play;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.tabletop.store.Seats;
import jakarta.inject.Inject;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** A seat token this instance has just issued is known to it: the seat's first move does not read it back. */
@QuarkusTest
class IssuedTokensTest {

    @Inject
    SeatAuth auth;

    @Test
    void aTokenIssuedByATakenSeatIsKnownAtOnce() {
        String id = given().contentType(ContentType.JSON).body("{\"type\":\"COUP\",\"seats\":2}").post("/api/v1/games")
                .then().statusCode(201).extract().path("id");
        JsonPath grant = given().contentType(ContentType.JSON).body("{\"name\":\"ada\"}")
                .post("/api/v1/games/" + id + "/seats").then().statusCode(201).extract().jsonPath();
        assertThat(auth.cached(grant.getString("token"))).isEqualTo(new Seats.Holder(UUID.fromString(id), grant.getInt("seat")));
    }

    @Test
    void aTokenIssuedByAQuickJoinIsKnownAtOnce() {
        JsonPath grant = given().contentType(ContentType.JSON).body("{\"type\":\"COPYCAT\",\"name\":\"bob\"}")
                .post("/api/v1/seats").then().statusCode(201).extract().jsonPath();
        assertThat(auth.cached(grant.getString("token")))
                .isEqualTo(new Seats.Holder(UUID.fromString(grant.getString("gameId")), grant.getInt("seat")));
    }

    @Test
    void aTokenNeverIssuedIsNotKnown() {
        assertThat(auth.cached("not-a-token")).isNull();
    }
}
