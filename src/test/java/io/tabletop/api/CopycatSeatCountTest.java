package io.tabletop.api;

import static io.restassured.RestAssured.given;
import static io.tabletop.api.Problems.assertProblem;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Issue 9: Copycat is played by 2 to 4; other seat counts are refused when the game is created. */
@QuarkusTest
class CopycatSeatCountTest {

    private static Response create(int seats) {
        return given().contentType(ContentType.JSON).body("{\"type\":\"COPYCAT\",\"seats\":" + seats + "}")
                .post("/api/v1/games");
    }

    @ParameterizedTest(name = "{0} seats")
    @ValueSource(ints = {1, 5})
    void copycatWithOneOrFiveSeatsIsRefusedWithInvalidSeatCount(int seats) {
        assertProblem(create(seats), 422, "INVALID_SEAT_COUNT");
    }

    @ParameterizedTest(name = "{0} seats")
    @ValueSource(ints = {2, 3, 4})
    void copycatWithTwoToFourSeatsIsCreated(int seats) {
        create(seats).then().statusCode(201);
    }
}
