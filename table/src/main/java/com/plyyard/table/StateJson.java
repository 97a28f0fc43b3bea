package com.plyyard.table;

import java.util.List;
import java.util.function.Consumer;

/**
 * A {@link GameState} as JSON, its fields in the record's order with nulls written out: the one
 * writer of the state for the server's clients (its JSON mapper delegates here) and for the
 * browser build's offline games, which have no JSON library.
 */
public final class StateJson {
    private final StringBuilder out = new StringBuilder(2048);

    private StateJson() {
    }

    public static String write(GameState state) {
        StateJson json = new StateJson();
        json.state(state);
        return json.out.toString();
    }

    private void state(GameState s) {
        out.append('{');
        field("id").text(s.id());
        field("v").number(s.v());
        field("game").text(s.game());
        field("players").number(s.players());
        field("options").texts(s.options());
        field("mode").text(s.mode());
        field("seats").list(s.seats(), this::seat);
        field("start").text(s.start());
        field("plies").list(s.plies(), this::ply);
        field("position").text(s.position());
        field("toMove").text(s.toMove());
        field("moveNumber").number(s.moveNumber());
        field("status").text(s.status());
        field("result").text(s.result());
        field("ranking").texts(s.ranking());
        field("ending").text(s.ending());
        field("rule").text(s.rule());
        field("withdrawn").texts(s.withdrawn());
        field("legal").raw(s.legal() == null ? null : s.legal().toString());
        field("drawOffer");
        if (s.drawOffer() == null) {
            raw(null);
        } else {
            out.append('{');
            field("seat").number(s.drawOffer().seat());
            field("accepted").numbers(s.drawOffer().accepted());
            close();
        }
        field("offer");
        if (s.offer() == null) {
            raw(null);
        } else {
            out.append('{');
            field("kind").text(s.offer().kind());
            field("seat").number(s.offer().seat());
            field("accepted").numbers(s.offer().accepted());
            close();
        }
        field("abortable").raw(String.valueOf(s.abortable()));
        field("repetition").raw(String.valueOf(s.repetition()));
        field("absent");
        if (s.absent() == null) {
            raw(null);
        } else {
            out.append('{');
            field("seat").number(s.absent().seat());
            field("since").number(s.absent().since());
            field("claimableAt").number(s.absent().claimableAt());
            close();
        }
        field("rematch").text(s.rematch());
        field("timeControl").text(s.timeControl());
        field("clocks");
        if (s.clocks() == null) {
            raw(null);
        } else {
            out.append('{');
            field("remaining").numbers(s.clocks().remaining());
            field("running").raw(s.clocks().running() == null ? null : s.clocks().running().toString());
            field("at").number(s.clocks().at());
            close();
        }
        close();
    }

    private void seat(GameState.SeatView seat) {
        out.append('{');
        field("seat").number(seat.seat());
        field("colour").text(seat.colour());
        field("kind").text(seat.kind());
        field("level").raw(seat.level() == null ? null : seat.level().toString());
        field("name").text(seat.name());
        field("connected").raw(String.valueOf(seat.connected()));
        field("connections").number(seat.connections());
        close();
    }

    private void ply(GameState.Ply ply) {
        out.append('{');
        field("path").text(ply.path());
        field("seat").number(ply.seat());
        field("position").text(ply.position());
        close();
    }

    /** Starts a field of the open object: a comma unless it is the first. */
    private StateJson field(String name) {
        if (out.charAt(out.length() - 1) != '{') {
            out.append(',');
        }
        out.append('"').append(name).append("\":");
        return this;
    }

    private void close() {
        out.append('}');
    }

    private void raw(String value) {
        out.append(value == null ? "null" : value);
    }

    private void number(long value) {
        out.append(value);
    }

    private void numbers(List<? extends Number> values) {
        list(values, value -> out.append(value));
    }

    private void texts(List<String> values) {
        list(values, this::text);
    }

    private <T> void list(List<T> values, Consumer<T> each) {
        if (values == null) {
            raw(null);
            return;
        }
        out.append('[');
        for (int i = 0; i < values.size(); i++) {
            if (i > 0) {
                out.append(',');
            }
            each.accept(values.get(i));
        }
        out.append(']');
    }

    private void text(String value) {
        if (value == null) {
            raw(null);
            return;
        }
        out.append('"');
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20 || c == '\u2028' || c == '\u2029') {
                        String hex = Integer.toHexString(c);
                        out.append("\\u").append("0000", hex.length(), 4).append(hex);
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }
}
