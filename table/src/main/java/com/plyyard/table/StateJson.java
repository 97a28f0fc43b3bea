package com.plyyard.table;

/**
 * A {@link GameState} as JSON, its fields in the record's order with nulls written out: the one
 * writer of the state for the server's clients (its JSON mapper delegates here) and for the
 * browser build's offline games, which have no JSON library.
 */
public final class StateJson {
    private final JsonWriter out = new JsonWriter(2048);

    private StateJson() {
    }

    public static String write(GameState state) {
        StateJson json = new StateJson();
        json.state(state);
        return json.out.toString();
    }

    private void state(GameState s) {
        out.object();
        out.field("id").text(s.id());
        out.field("v").number(s.v());
        out.field("game").text(s.game());
        out.field("players").number(s.players());
        out.field("options").texts(s.options());
        out.field("mode").text(s.mode());
        out.field("seats").list(s.seats(), this::seat);
        out.field("start").text(s.start());
        out.field("plies").list(s.plies(), this::ply);
        out.field("position").text(s.position());
        out.field("toMove").text(s.toMove());
        out.field("moveNumber").number(s.moveNumber());
        out.field("status").text(s.status());
        out.field("result").text(s.result());
        out.field("ranking").texts(s.ranking());
        out.field("ending").text(s.ending());
        out.field("rule").text(s.rule());
        out.field("withdrawn").texts(s.withdrawn());
        out.field("legal").raw(s.legal() == null ? null : s.legal().toString());
        out.field("drawOffer");
        if (s.drawOffer() == null) {
            out.raw(null);
        } else {
            out.object().field("seat").number(s.drawOffer().seat()).field("accepted").numbers(s.drawOffer().accepted())
                    .end();
        }
        out.field("offer");
        if (s.offer() == null) {
            out.raw(null);
        } else {
            out.object().field("kind").text(s.offer().kind()).field("seat").number(s.offer().seat())
                    .field("accepted").numbers(s.offer().accepted()).end();
        }
        out.field("abortable").bool(s.abortable());
        out.field("repetition").bool(s.repetition());
        out.field("absent");
        if (s.absent() == null) {
            out.raw(null);
        } else {
            out.object().field("seat").number(s.absent().seat()).field("since").number(s.absent().since())
                    .field("claimableAt").number(s.absent().claimableAt()).end();
        }
        out.field("rematch").text(s.rematch());
        out.field("timeControl").text(s.timeControl());
        out.field("clocks");
        if (s.clocks() == null) {
            out.raw(null);
        } else {
            out.object().field("remaining").numbers(s.clocks().remaining()).field("running").number(s.clocks().running())
                    .field("at").number(s.clocks().at()).end();
        }
        out.end();
    }

    private void seat(GameState.SeatView seat) {
        out.object().field("seat").number(seat.seat()).field("colour").text(seat.colour()).field("kind").text(seat.kind())
                .field("level").number(seat.level()).field("name").text(seat.name())
                .field("connected").bool(seat.connected()).field("connections").number(seat.connections()).end();
    }

    private void ply(GameState.Ply ply) {
        out.object().field("path").text(ply.path()).field("seat").number(ply.seat()).field("position").text(ply.position())
                .end();
    }
}
