package com.plyyard.server.event;

import com.plyyard.engine.Position;
import com.plyyard.server.store.GameStore.EventRow;

/**
 * The one place where an event becomes the columns the store keeps and the relay carries, and
 * back, and where each kind gets the name clients see ({@code move}, {@code takeback} …). The
 * names are those the store has always written, so every stored game still loads.
 */
public final class EventCodec {
    private EventCodec() {
    }

    /** The event's name on the wire and in the store. */
    public static String kind(GameEvent event) {
        return switch (event) {
            case GameEvent.Moved ignored -> "move";
            case GameEvent.Resigned ignored -> "resign";
            case GameEvent.DrawOffered ignored -> "draw-offer";
            case GameEvent.DrawAccepted ignored -> "draw-accept";
            case GameEvent.DrawDeclined ignored -> "draw-declined";
            case GameEvent.DrawAgreed ignored -> "draw";
            case GameEvent.TookBack ignored -> "takeback";
            case GameEvent.SeatChanged ignored -> "seat";
        };
    }

    public static EventRow encode(StoredEvent stored) {
        GameEvent event = stored.event();
        String data = switch (event) {
            case GameEvent.Moved moved -> moved.move().toString();
            case GameEvent.TookBack back -> String.valueOf(back.plies());
            case GameEvent.SeatChanged seat -> seat.kind();
            default -> null;
        };
        return new EventRow(stored.version(), kind(event), event.seat(), data, stored.createdAt());
    }

    /**
     * Reads a stored or relayed event of a game whose position before it is {@code before} (a
     * move's squares belong to that board).
     *
     * @throws IllegalStateException for a row no version of Ply Yard wrote
     */
    public static StoredEvent decode(EventRow row, Position before) {
        int seat = row.seat() == null ? 0 : row.seat();
        GameEvent event;
        try {
            event = switch (row.kind()) {
                case "move" -> new GameEvent.Moved(seat, before.parseMove(row.data()));
                case "resign" -> new GameEvent.Resigned(seat);
                case "draw-offer" -> new GameEvent.DrawOffered(seat);
                case "draw-accept" -> new GameEvent.DrawAccepted(seat);
                case "draw-declined" -> new GameEvent.DrawDeclined(seat);
                case "draw" -> new GameEvent.DrawAgreed(seat);
                case "takeback" -> new GameEvent.TookBack(seat, Integer.parseInt(row.data()));
                case "seat" -> new GameEvent.SeatChanged(seat, row.data());
                default -> throw new IllegalStateException("unknown stored event " + row.kind());
            };
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("stored event " + row.version() + " is unreadable: " + e.getMessage(), e);
        }
        return new StoredEvent(row.version(), event, row.createdAt());
    }
}
