package com.plyyard.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * JSON is read strictly and refused in plain words: fractions where a whole number is meant
 * and keys given twice are refused on HTTP and the WebSocket alike, and the message names the
 * field and what it must hold, never a Java or Jackson class.
 */
class StrictJsonTest extends ServerTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "{\"game\":\"chinese-checkers\",\"players\":3.7,\"mode\":\"local\"}  | players must be a whole number",
        "{\"game\":\"halma\",\"mode\":\"online\",\"seat\":1.5}                | seat must be a whole number",
        "{\"game\":\"halma\",\"mode\":\"computer\",\"level\":2.0}             | level must be a whole number",
        "{\"game\":\"halma\",\"mode\":\"online\",\"computer\":{\"1\":1.5}}    | computer.1 must be a whole number",
        "{\"game\":\"halma\",\"players\":\"2\"}                               | players must be a whole number",
        "{\"game\":\"halma\",\"players\":99999999999}                         | players is out of range",
        "{\"game\":\"halma\",\"options\":\"long-jump\"}                       | options must be a list",
        "{\"game\":\"halma\",\"options\":[\"long-jump\",7]}                   | options[1] must be text",
        "{\"game\":[\"halma\"]}                                               | game must be text",
        "{\"game\":\"halma\",\"computer\":[1]}                                | computer must be an object",
        "[\"halma\"]                                                          | the JSON must be an object",
        "{\"game\":\"halma\",\"x\":1}                                         | unknown field 'x'; known: computer, game,",
        "{\"game\":\"halma\",\"game\":\"jungle\",\"mode\":\"local\"}          | the field 'game' is given twice at line 1 column 23",
        "{\"game\":\"halma\" 7}                                               | the JSON is malformed at line 1 column 17",
        "{\"game\":\"halma\",                                                 | the JSON is malformed at line 1 column 17",
    })
    void aRefusedGameRequestSaysWhichFieldAndWhatItMustBe(String body, String message) {
        RunningServer.Answer answer = server.post("/api/games", body);
        assertThat(answer.status()).as(answer.body()).isEqualTo(400);
        assertThat(answer.errorCode()).isEqualTo("bad-request");
        assertThat(answer.json().path("error").path("message").asText()).startsWith(message);
    }

    @Test
    void nestingBeyondTheLimitIsRefusedWithoutNamingTheParsersSettings() {
        String id = server.create("{\"game\":\"halma\",\"mode\":\"online\"}").path("id").asText();
        RunningServer.Answer answer = server.post("/api/games/" + id + "/seats", "{\"name\":" + "{\"a\":".repeat(1100));
        assertThat(answer.status()).as(answer.body()).isEqualTo(400);
        assertThat(answer.json().path("error").path("message").asText()).as("a body")
                .startsWith("the JSON is nested too deeply or holds too long a value");
        try (var socket = server.connect(id)) {
            socket.send("{\"t\":\"sync\",\"d\":" + "[".repeat(1100));
            assertThat(socket.next("error").path("message").asText()).as("a message")
                    .startsWith("the JSON is nested too deeply or holds too long a value");
        }
    }

    @Test
    void theLearnEndpointsRefuseAFractionalPlayerCount() {
        RunningServer.Answer answer = server.post("/api/legal",
                "{\"game\":\"chinese-checkers\",\"players\":2.5,\"position\":\"x\"}");
        assertThat(answer.status()).as(answer.body()).isEqualTo(400);
        assertThat(answer.json().path("error").path("message").asText()).isEqualTo("players must be a whole number");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "{\"t\":\"move\",\"t\":\"resign\"}                                 | the field 't' is given twice",
        "{\"t\":\"resign\",\"d\":{\"seat\":1.5}}                           | seat must be a whole number",
        "{\"t\":\"resign\",\"d\":{\"seat\":0,\"seat\":1}}                  | the field 'seat' is given twice",
        "{\"t\":\"move\",\"d\":{\"path\":\"c1-e5\",\"v\":0.5}}             | v must be a whole number",
        "{\"t\":\"move\",\"d\":{\"path\":[1,2]}}                           | path must be text",
        "{\"t\":\"move\",\"d\":{\"path\":\"c1-e5\",\"speed\":1}}           | unknown field 'speed'; known: path, v",
    })
    void aRefusedCommandChangesNothingOverHttpOrTheSocketAndSaysWhy(String command, String message) {
        JsonNode created = server.create("{\"game\":\"chinese-checkers\",\"mode\":\"local\"}");
        String id = created.path("id").asText();
        String token = created.path("token").asText();

        RunningServer.Answer answer = server.post("/api/games/" + id + "/commands", command, token);
        assertThat(answer.status()).as(answer.body()).isEqualTo(400);
        assertThat(answer.errorCode()).isEqualTo("bad-request");
        assertThat(answer.json().path("error").path("message").asText()).as("over HTTP").startsWith(message);

        try (var socket = server.connect(id)) {
            socket.send("{\"t\":\"hello\",\"d\":{\"token\":\"" + token + "\"}}");
            socket.next("state");
            socket.send(command);
            JsonNode error = socket.next("error");
            assertThat(error.path("code").asText()).isEqualTo("bad-request");
            assertThat(error.path("message").asText()).as("over the socket").startsWith(message);
        }
        JsonNode state = server.get("/api/games/" + id).json();
        assertThat(state.path("v").asInt()).as("nothing changed").isEqualTo(created.path("state").path("v").asInt());
        assertThat(state.path("status").asText()).isEqualTo("playing");
        assertThat(state.path("moves").size()).isZero();
    }

    @Test
    void aHelloAtAFractionalVersionIsRefused() {
        JsonNode created = server.create("{\"game\":\"halma\",\"mode\":\"local\"}");
        try (var socket = server.connect(created.path("id").asText())) {
            socket.send("{\"t\":\"hello\",\"d\":{\"token\":\"" + created.path("token").asText() + "\",\"v\":0.5}}");
            JsonNode error = socket.next("error");
            assertThat(error.path("code").asText()).isEqualTo("bad-request");
            assertThat(error.path("message").asText()).isEqualTo("v must be a whole number");
        }
    }
}
