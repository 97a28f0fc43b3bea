package com.plyyard.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.plyyard.ai.ComputerPlayer;
import com.plyyard.engine.Game;
import com.plyyard.engine.Games;
import com.plyyard.server.room.TimeControl;
import java.io.IOException;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The raw HTML of the home page's form and of a game page's frame, as the server sends them
 * before any script runs, and the form posted as a browser without JavaScript posts it.
 */
class ServerRenderedFormsTest extends ServerTest {
    private static final Pattern SEAT_LINK = Pattern.compile("/(en|fr)/g/([A-Za-z0-9]+)#seat=([A-Za-z0-9_-]+)");

    private static String form(String... namesAndValues) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i + 1 < namesAndValues.length; i += 2) {
            out.append(out.isEmpty() ? "" : "&").append(namesAndValues[i]).append('=')
                    .append(URLEncoder.encode(namesAndValues[i + 1], StandardCharsets.UTF_8));
        }
        return out.toString();
    }

    private HttpResponse<String> post(String path, String body) {
        return new WebClient(server).send("POST", path, body, "Content-Type", "application/x-www-form-urlencoded");
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "fr"})
    void theHomePageHoldsEveryGamesPlayerCountsOptionsAndColoursWithEveryModeLevelAndTimeControl(String language)
            throws IOException {
        Map<String, String> texts = PagesTest.texts(language);
        String body = server.get("/" + language + "/").body();
        assertThat(body).contains("<form class=\"panel create\" id=\"create-form\" method=\"post\" action=\"/"
                + language + "/games\"");
        for (Game game : Games.all()) {
            String id = game.id();
            assertThat(body).as(id).contains("name=\"game\" value=\"" + id + "\"")
                    .contains(PagesTest.html(texts.get("game." + id)), PagesTest.html(texts.get("game." + id + ".blurb")));
            for (String option : game.optionNames()) {
                assertThat(body).as(id + " option " + option).contains("name=\"option\" value=\"" + option + "\"")
                        .contains(PagesTest.html(texts.get("option." + option)),
                                PagesTest.html(texts.get("option." + option + ".hint")));
            }
            for (int players : game.playerCounts()) {
                if (game.playerCounts().size() > 1) {
                    assertThat(body).as(id + " " + players).contains("name=\"players\" value=\"" + players + "\"")
                            .contains(texts.get("home.playersCount." + players));
                }
                List<String> colours = game.settings(OptionalInt.of(players), List.of()).colours().stream()
                        .map(colour -> texts.get("colour." + colour.name().toLowerCase(Locale.ROOT))).toList();
                String seats = between(body, "<select id=\"seat-" + id + "-" + players + "\"", "</select>");
                assertThat(optionTexts(seats)).as(id + ", " + players + " players: the seats").isEqualTo(colours);
            }
        }
        for (String mode : List.of("online", "computer", "local")) {
            assertThat(body).as(mode).contains("name=\"mode\" value=\"" + mode + "\"")
                    .contains(PagesTest.html(texts.get("mode." + mode)), PagesTest.html(texts.get("mode." + mode + ".hint")));
        }
        assertThat(optionTexts(between(body, "<select id=\"level\"", "</select>"))).as("the levels")
                .isEqualTo(ComputerPlayer.levels().stream().map(n -> texts.get("home.levelN").replace("{level}", "" + n)).toList());
        String clocks = between(body, "<select id=\"time-control\"", "</select>");
        for (String control : TimeControl.OFFERED) {
            assertThat(clocks).as(control).contains("value=\"" + control + "\"");
        }
        assertThat(clocks).contains(">" + texts.get("clock.untimed") + "<",
                ">" + texts.get("clock.days").replace("{days}", "7") + "<");
        assertThat(body).as("the import form").contains("action=\"/" + language + "/records\"")
                .contains(PagesTest.html(texts.get("import.title")));
        assertThat(body).as("no text key shown in place of its text").doesNotContain(">home.", ">mode.", ">option.", ">clock.");
    }

    @Test
    void theGameTheAddressNamesIsCheckedAndOnlyItsSettingsApply() {
        String body = server.get("/en/?game=halma&mode=online").body();
        assertThat(body).contains("value=\"halma\" data-testid=\"game-halma\" checked>")
                .contains("data-testid=\"mode-online\" data-time-control=\"10+5\" checked>")
                .contains("<option value=\"10+5\" selected>");
        assertThat(body).as("Chinese checkers' player counts are put aside")
                .contains("<fieldset data-when-game=\"chinese-checkers\" hidden disabled>");
        assertThat(body).as("Halma's seat choice applies").contains("<fieldset class=\"field\" data-when-game=\"halma\""
                + " data-when-mode=\"online computer\">");
        assertThat(body).as("the level is for games against the computer")
                .contains("<fieldset class=\"field\" data-when-mode=\"computer\" hidden disabled>");
    }

    @Test
    void thePostedFormCreatesTheGameAndSendsTheReaderToItWithTheSeatsToken() {
        HttpResponse<String> answer = post("/fr/games", form("game", "chinese-checkers", "players", "3", "mode", "online",
                "seat", "1", "computer-2", "4", "computer-1", "8", "timeControl", "3+2", "name", "Zoé", "option", "long-jump"));
        assertThat(answer.statusCode()).isEqualTo(303);
        Matcher link = SEAT_LINK.matcher(answer.headers().firstValue("Location").orElse(""));
        assertThat(link.matches()).as(answer.headers().toString()).isTrue();
        assertThat(link.group(1)).as("the reader's language").isEqualTo("fr");
        JsonNode state = server.get("/api/games/" + link.group(2)).json();
        assertThat(state.path("players").asInt()).isEqualTo(3);
        assertThat(state.path("options").toString()).isEqualTo("[\"long-jump\"]");
        assertThat(state.path("timeControl").asText()).isEqualTo("3+2");
        assertThat(state.path("seats").valueStream().map(seat -> seat.path("kind").asText() + " "
                + seat.path("name").asText(""))).as("a friend's seat, mine (my own seat's computer choice ignored),"
                        + " the computer's").containsExactly("open ", "human Zoé", "computer ");
        JsonNode held = server.command(link.group(2), link.group(3), "{\"t\":\"resign\",\"d\":{\"seat\":1}}");
        assertThat(held.path("withdrawn").toString()).as("the token holds the seat").contains("green");
    }

    @Test
    void aRefusedRecordShowsTheFormAgainWithTheReasonInTheReadersLanguage() throws IOException {
        HttpResponse<String> answer = post("/fr/records", form("record", "not a record"));
        assertThat(answer.statusCode()).isEqualTo(400);
        assertThat(answer.body()).contains("<html lang=\"fr\"")
                .contains("data-testid=\"form-error\">" + PagesTest.html(PagesTest.texts("fr").get("error.bad-notation")) + "<")
                .contains("id=\"create-form\"");
    }

    @Test
    void aGamePageHoldsItsBoardPictureStatusSeatsMovesAndRecordLink() throws IOException {
        JsonNode created = server.create("{\"game\":\"jungle\",\"mode\":\"local\"}");
        String id = created.path("id").asText();
        String token = created.path("token").asText();
        for (int i = 0; i < 2; i++) {
            String path = server.get("/api/games/" + id).json().path("legal").path(0).asText();
            server.command(id, token, "{\"t\":\"move\",\"d\":{\"path\":\"" + path + "\"}}");
        }
        JsonNode state = server.get("/api/games/" + id).json();
        Map<String, String> texts = PagesTest.texts("en");
        String body = server.get("/en/g/" + id).body();
        assertThat(between(body, "<div class=\"board-frame\" id=\"board-picture\"", "</div>")).as("the board picture")
                .contains("<svg", "class=\"piece piece-red\"", "class=\"piece piece-blue\"");
        assertThat(between(body, "data-testid=\"status\"", "</p>")).contains("Red to move");
        String seats = between(body, "<ul class=\"seats\"", "</ul>");
        assertThat(seats).contains(texts.get("colour.red"), texts.get("colour.blue"));
        String moves = between(body, "<ol class=\"moves\"", "</ol>");
        for (JsonNode ply : state.path("plies")) {
            assertThat(moves).contains(ply.path("path").asText().toLowerCase(Locale.ROOT).replace('-', '–'));
        }
        assertThat(body).contains("href=\"/api/games/" + id + "/record\" download=\"plyyard-jungle-" + id + ".txt\"");
        assertThat(body).as("an untimed game has no clocks").contains("id=\"clocks-panel\" aria-labelledby=\"clocks-title\" hidden>");
    }

    private static List<String> optionTexts(String select) {
        return Pattern.compile("<option value=\"[^\"]*\"(?: selected)?>([^<]*)</option>").matcher(select).results()
                .map(m -> m.group(1)).toList();
    }

    private static String between(String text, String start, String end) {
        int from = text.indexOf(start);
        assertThat(from).as("found " + start).isNotNegative();
        int to = text.indexOf(end, from + start.length());
        return text.substring(from + start.length(), to);
    }
}
