package com.plyyard.server.event;

import com.plyyard.engine.Position;
import com.plyyard.server.store.GameStore.EventRow;
import com.plyyard.table.Claim;
import com.plyyard.table.GameEvent;
import com.plyyard.table.OfferKind;

/**
 * The one place where an event becomes the columns the store keeps and the relay carries, and
 * back; the kinds' names ({@link GameEvent#wireName()}) are those the store has always written, so
 * every stored game still loads.
 */
public final class EventCodec {
    private EventCodec() {
    }

    public static EventRow encode(StoredEvent stored) {
        GameEvent event = stored.event();
        String data = switch (event) {
            case GameEvent.Moved moved -> moved.move().toString();
            case GameEvent.TookBack back -> String.valueOf(back.plies());
            case GameEvent.SeatChanged seat -> seat.kind();
            case GameEvent.Offered offered -> offered.offer().id();
            case GameEvent.Claimed claim -> claim.outcome().id() + " " + claim.absent() + " " + claim.reason().id();
            default -> null;
        };
        return new EventRow(stored.version(), event.wireName(), event.seat(), data, stored.createdAt());
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
                case "claim" -> claimed(seat, row.data());
                case "abort" -> new GameEvent.Aborted(seat);
                case "offer" -> new GameEvent.Offered(seat, OfferKind.of(row.data() == null ? "" : row.data()));
                case "offer-accept" -> new GameEvent.OfferAccepted(seat);
                case "offer-declined" -> new GameEvent.OfferDeclined(seat);
                case "offer-withdrawn" -> new GameEvent.OfferWithdrawn(seat);
                case "rematch" -> new GameEvent.RematchAgreed(seat);
                default -> throw new IllegalStateException("unknown stored event " + row.kind());
            };
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("stored event " + row.version() + " is unreadable: " + e.getMessage(), e);
        }
        return new StoredEvent(row.version(), event, row.createdAt());
    }

    /** A claim's data: {@code outcome absentSeat reason}, such as {@code win 1 absence}. */
    private static GameEvent.Claimed claimed(int seat, String data) {
        String[] words = data == null ? new String[0] : data.split(" ");
        if (words.length != 3) {
            throw new IllegalArgumentException("a claim is 'outcome seat reason', not '" + data + "'");
        }
        return new GameEvent.Claimed(seat, Integer.parseInt(words[1]), Claim.Outcome.of(words[0]),
                Claim.Reason.of(words[2]));
    }
}
