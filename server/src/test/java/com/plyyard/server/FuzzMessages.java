package com.plyyard.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.util.RawValue;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

/**
 * The protocol fuzzer's messages: recipes drawn by jqwik (a valid message of some type, the
 * same with one to three mutations, random JSON, random text), rendered against one game (its
 * id, seat token, legal moves) when the game exists. Valid messages are there so that some are
 * accepted and the state really moves; the checks then tell accepted from refused.
 */
final class FuzzMessages {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    /** Characters that break JSON or notation where they land. */
    private static final String INSERTED = "{}[]\",:\\ 0-ex";
    private static final String BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

    private FuzzMessages() {
    }

    /** What the fuzzer knows of a game: its id, a token holding its seats, another game's token, paths to try. */
    record Target(String id, String token, String foreignToken, List<String> paths) {
    }

    enum Template {
        HELLO, HELLO_FORGED, HELLO_FOREIGN, HELLO_WATCHER, SYNC, HOPS, MOVE, MOVE_AT_VERSION, RESIGN, OFFER_DRAW,
        ANSWER_DRAW, TAKEBACK, ANSWER_TAKEBACK, CLAIM, ABORT, NEW_GAME, REMATCH, DECLINE_REMATCH, WITHDRAW_OFFER
    }

    enum Op { SET_TYPE, SET_DATA, SET_FIELD, REMOVE_FIELD, ADD_FIELD, ADD_TOP_FIELD, FORGE_TOKEN, TRUNCATE, INSERT_CHAR,
        DELETE_CHAR, WRAP_IN_ARRAY }

    /** One mutation: the operation, two numbers choosing where and what, and a JSON value (text) to put in. */
    record Mutation(Op op, int where, int what, String value) {
    }

    /** A message to render: a template (null for raw text), its mutations, and a number choosing among its options. */
    record Recipe(Template template, int pick, List<Mutation> mutations, String raw) {
        boolean mutated() {
            return raw != null || !mutations.isEmpty();
        }
    }

    static Arbitrary<Recipe> recipes() {
        Arbitrary<Template> templates = Arbitraries.frequency(
                Tuple.of(6, Template.HELLO), Tuple.of(2, Template.HELLO_FORGED),
                Tuple.of(2, Template.HELLO_FOREIGN), Tuple.of(1, Template.HELLO_WATCHER),
                Tuple.of(4, Template.SYNC), Tuple.of(8, Template.HOPS),
                Tuple.of(30, Template.MOVE), Tuple.of(10, Template.MOVE_AT_VERSION),
                Tuple.of(1, Template.RESIGN), Tuple.of(3, Template.OFFER_DRAW),
                Tuple.of(3, Template.ANSWER_DRAW), Tuple.of(6, Template.TAKEBACK),
                Tuple.of(2, Template.ANSWER_TAKEBACK), Tuple.of(2, Template.CLAIM), Tuple.of(1, Template.ABORT),
                Tuple.of(1, Template.NEW_GAME), Tuple.of(1, Template.REMATCH),
                Tuple.of(1, Template.DECLINE_REMATCH), Tuple.of(2, Template.WITHDRAW_OFFER));
        Arbitrary<Integer> picks = Arbitraries.integers().between(0, 1_000_000);
        Arbitrary<Recipe> valid = Combinators.combine(templates, picks).as((t, p) -> new Recipe(t, p, List.of(), null));
        Arbitrary<Recipe> mutated = Combinators.combine(templates, picks, mutations().list().ofMinSize(1).ofMaxSize(3))
                .as((t, p, m) -> new Recipe(t, p, m, null));
        Arbitrary<Recipe> raw = Arbitraries.oneOf(jsonValues(3), text()).map(text -> new Recipe(null, 0, List.of(), text));
        return Arbitraries.frequencyOf(Tuple.of(35, valid), Tuple.of(50, mutated),
                Tuple.of(15, raw));
    }

    private static Arbitrary<Mutation> mutations() {
        return Combinators.combine(Arbitraries.of(Op.class), Arbitraries.integers().between(0, 10_000),
                Arbitraries.integers().between(0, 10_000), values()).as(Mutation::new);
    }

    /** JSON values with a bias to the troublesome: wrong types, huge and negative numbers, odd text. */
    private static Arbitrary<String> values() {
        return Arbitraries.oneOf(
                Arbitraries.of("null", "true", "false", "0", "-1", "-2147483649", "2147483648", "9223372036854775808",
                        "99999999999999999999999", "1e400", "-1e-400", "0.5", "NaN", "\"\"", "\" \"", "[]", "{}",
                        "[1,\"a\",null]", "{\"path\":{\"path\":[]}}", "\"\\u0000\"", "\"é漢🀄\"", "\"pass\"",
                        "\"a1-a1\"", "\"c1-e5-c1-e5\"", "\"z99-z100\"", "\"-\"", "\"--\"", "\"a\"", "\"hello\"",
                        "\"move\"", "\"sync\"", "\"resign\"", "\"takeback\"", "\"claim\"", "\"abort\"", "\"ping \"",
                        "\"" + "x".repeat(5000) + "\"", "[".repeat(600) + "]".repeat(600)),
                jsonValues(2),
                Arbitraries.integers().map(String::valueOf),
                Arbitraries.longs().map(String::valueOf));
    }

    private static Arbitrary<String> text() {
        return Arbitraries.strings().withCharRange(' ', '~').withChars('\n', '\t', 'é', '漢', '\u0000')
                .ofMaxLength(120);
    }

    /** Random JSON of some depth, as text. */
    static Arbitrary<String> jsonValues(int depth) {
        Arbitrary<String> scalars = Arbitraries.oneOf(
                Arbitraries.strings().withCharRange('a', 'z').withChars('-', '0', '9', '"', '\\').ofMaxLength(12)
                        .map(s -> NODES.textNode(s).toString()),
                Arbitraries.doubles().map(String::valueOf).filter(s -> !s.contains("N") && !s.contains("I")),
                Arbitraries.integers().map(String::valueOf),
                Arbitraries.of("true", "false", "null"));
        if (depth == 0) {
            return scalars;
        }
        Arbitrary<String> inner = jsonValues(depth - 1);
        Arbitrary<String> arrays = inner.list().ofMaxSize(4).map(items -> "[" + String.join(",", items) + "]");
        Arbitrary<String> objects = Combinators.combine(
                        Arbitraries.of("t", "d", "path", "token", "v", "seat", "accept", "x").list().ofMaxSize(4),
                        inner.list().ofSize(4))
                .as((names, items) -> {
                    List<String> fields = new ArrayList<>();
                    for (int i = 0; i < names.size(); i++) {
                        fields.add(NODES.textNode(names.get(i)) + ":" + items.get(i));
                    }
                    return "{" + String.join(",", fields) + "}";
                });
        return Arbitraries.oneOf(scalars, arrays, objects);
    }

    /** The text of {@code recipe} for a game. Never the type {@code ping}: the fuzzer's own pings mark the end of a batch. */
    static String render(Recipe recipe, Target game) {
        Template template = recipe.template() == null ? Template.SYNC : recipe.template();
        return render(recipe, game, valid(template, recipe.pick(), game).toString());
    }

    /** As {@link #render(Recipe, Target)}, mutating {@code base} (a body of another endpoint) instead of a message. */
    static String render(Recipe recipe, Target game, String base) {
        if (recipe.raw() != null) {
            return recipe.raw().replace("ping", "pong");
        }
        String text = base;
        for (Mutation mutation : recipe.mutations()) {
            text = mutate(text, mutation, game);
        }
        return wellFormed(text.replace("ping", "pong"));
    }

    /** Cutting text may split a surrogate pair, which no WebSocket client can send: the lone half becomes '?'. */
    private static String wellFormed(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean paired = Character.isHighSurrogate(c) ? i + 1 < text.length()
                    && Character.isLowSurrogate(text.charAt(i + 1))
                    : !Character.isLowSurrogate(c) || i > 0 && Character.isHighSurrogate(text.charAt(i - 1));
            out.append(paired ? c : '?');
        }
        return out.toString();
    }

    private static ObjectNode valid(Template template, int pick, Target game) {
        ObjectNode message = NODES.objectNode();
        ObjectNode d = NODES.objectNode();
        String path = game.paths().isEmpty() ? "a1-a2" : game.paths().get(pick % game.paths().size());
        String type = switch (template) {
            case HELLO -> {
                d.put("token", game.token());
                yield "hello";
            }
            case HELLO_FORGED -> {
                d.put("token", forged(pick));
                yield "hello";
            }
            case HELLO_FOREIGN -> {
                d.put("token", game.foreignToken());
                yield "hello";
            }
            case HELLO_WATCHER -> "hello";
            case SYNC -> "sync";
            case HOPS -> {
                d.put("path", path.substring(0, Math.max(2, path.lastIndexOf('-'))));
                yield "hops";
            }
            case MOVE -> {
                d.put("path", path);
                yield "move";
            }
            case MOVE_AT_VERSION -> {
                d.put("path", path);
                d.put("v", pick % 12);
                yield "move";
            }
            case RESIGN -> {
                if (pick % 2 == 0) {
                    d.put("seat", pick % 3);
                }
                yield "resign";
            }
            case OFFER_DRAW -> "offer-draw";
            case ANSWER_DRAW -> {
                d.put("accept", pick % 2 == 0);
                yield "answer-draw";
            }
            case TAKEBACK -> "takeback";
            case CLAIM -> {
                if (pick % 4 != 0) {
                    d.put("outcome", List.of("win", "draw", "withdrawal").get(pick % 3));
                }
                yield "claim";
            }
            case ABORT -> "abort";
            case NEW_GAME -> "new-game";
            case ANSWER_TAKEBACK -> {
                d.put("accept", pick % 2 == 0);
                yield "answer-takeback";
            }
            case REMATCH -> "rematch";
            case DECLINE_REMATCH -> "decline-rematch";
            case WITHDRAW_OFFER -> "withdraw-offer";
        };
        message.put("t", type);
        message.set("d", d);
        return message;
    }

    private static String forged(int pick) {
        StringBuilder token = new StringBuilder();
        long state = pick * 6364136223846793005L + 1442695040888963407L;
        for (int i = 0; i < 43; i++) {
            state = state * 6364136223846793005L + 1442695040888963407L;
            token.append(BASE64URL.charAt((int) ((state >>> 33) % BASE64URL.length())));
        }
        return token.toString();
    }

    private static String mutate(String text, Mutation m, Target game) {
        if (text.isEmpty()) {
            return m.value();
        }
        int at = m.where() % (text.length() + 1);
        return switch (m.op()) {
            case TRUNCATE -> text.substring(0, at);
            case INSERT_CHAR -> text.substring(0, at) + INSERTED.charAt(m.what() % INSERTED.length()) + text.substring(at);
            case DELETE_CHAR -> at < text.length() ? text.substring(0, at) + text.substring(at + 1) : text;
            case WRAP_IN_ARRAY -> "[" + text + "]";
            default -> mutateTree(text, m, game);
        };
    }

    /** Mutations of the JSON tree; text that is no longer JSON (after a text mutation) is left as it is. */
    private static String mutateTree(String text, Mutation m, Target game) {
        JsonNode parsed;
        try {
            parsed = RunningServer.JSON.readTree(text);
        } catch (IOException e) {
            return text;
        }
        if (!(parsed instanceof ObjectNode message)) {
            return text;
        }
        JsonNode value = value(m.value());
        ObjectNode d = message.get("d") instanceof ObjectNode data ? data : null;
        List<String> dFields = new ArrayList<>();
        if (d != null) {
            d.fieldNames().forEachRemaining(dFields::add);
        }
        switch (m.op()) {
            case SET_TYPE -> message.set("t", value);
            case SET_DATA -> message.set("d", value);
            case SET_FIELD -> {
                if (d != null && !dFields.isEmpty()) {
                    d.set(dFields.get(m.what() % dFields.size()), value);
                }
            }
            case REMOVE_FIELD -> {
                if (d != null && !dFields.isEmpty() && m.what() % 3 != 0) {
                    d.remove(dFields.get(m.what() % dFields.size()));
                } else {
                    message.remove(m.what() % 2 == 0 ? "t" : "d");
                }
            }
            case ADD_FIELD -> {
                if (d != null) {
                    d.set(List.of("token", "v", "seat", "accept", "path", "speed", "").get(m.what() % 7), value);
                }
            }
            case ADD_TOP_FIELD -> message.set(List.of("v", "token", "x", "T").get(m.what() % 4), value);
            case FORGE_TOKEN -> {
                String token = game.token();
                String forged = switch (m.what() % 5) {
                    case 0 -> token.substring(0, m.where() % token.length());
                    case 1 -> token.substring(0, m.where() % token.length()) + "A"
                            + token.substring(m.where() % token.length() + 1);
                    case 2 -> token + "=";
                    case 3 -> token.toUpperCase();
                    default -> " " + token;
                };
                ObjectNode data = d != null ? d : message.putObject("d");
                data.put("token", forged);
            }
            default -> throw new IllegalStateException("a text mutation: " + m.op());
        }
        return message.toString();
    }

    private static JsonNode value(String json) {
        try {
            return RunningServer.JSON.readTree(json);
        } catch (IOException e) {
            // JSON the parser refuses to read (nesting too deep …) is still sent, as it is
            return NODES.rawValueNode(new RawValue(json));
        }
    }
}
