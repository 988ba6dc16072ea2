package io.tabletop.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.restassured.RestAssured;
import io.tabletop.app.Json;
import java.net.InetAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/**
 * Requests from a loopback address of the test's choosing (127.x.y.z all reach the service), for the per-address
 * limits: the rest of the suite comes from 127.0.0.1, which the test profile trusts.
 */
final class FromAddress {

    private final HttpClient http;

    private FromAddress(String address) throws Exception {
        http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .localAddress(InetAddress.getByName(address)).connectTimeout(Duration.ofSeconds(10)).build();
    }

    static FromAddress of(String address) {
        try {
            return new FromAddress(address);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    HttpResponse<String> post(String path, String json, String bearer) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://localhost:" + RestAssured.port + path))
                .timeout(Duration.ofSeconds(20));
        if (json != null) b.header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(json));
        else b.POST(HttpRequest.BodyPublishers.noBody());
        if (bearer != null) b.header("Authorization", "Bearer " + bearer);
        try {
            return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    HttpResponse<String> post(String path, String json) {
        return post(path, json, null);
    }

    /** A 201's body. */
    static JsonNode created(HttpResponse<String> r) {
        assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
        return Json.readTree(r.body());
    }

    /** A refusal: its status, problem+json, its code, and Retry-After (seconds) when it is a 429/503. */
    static JsonNode refused(HttpResponse<String> r, int status, String code) {
        assertThat(r.statusCode()).as(r.body()).isEqualTo(status);
        assertThat(r.headers().firstValue("Content-Type").orElse("")).startsWith("application/problem+json");
        JsonNode body = Json.readTree(r.body());
        assertThat(body.get("code").asText()).isEqualTo(code);
        if (status == 429 || status == 503) {
            assertThat(Integer.parseInt(r.headers().firstValue("Retry-After").orElse("0"))).isPositive();
        }
        return body;
    }
}
