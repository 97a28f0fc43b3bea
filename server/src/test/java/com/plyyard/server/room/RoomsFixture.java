package com.plyyard.server.room;

import com.plyyard.ai.SearchingPlayer;
import com.plyyard.ai.ThinkingTimes;
import com.plyyard.server.TestClock;
import com.plyyard.server.TestStores;
import com.plyyard.server.relay.LocalRelay;
import com.plyyard.server.store.Database;
import com.plyyard.server.store.GameStore;
import java.nio.file.Path;
import java.time.Duration;

/** Rooms on a real store in a fresh folder, with real computer seats, on a test clock. */
final class RoomsFixture implements AutoCloseable {
    final Database database;
    final ComputerSeats computers;
    final Rooms rooms;

    /** @param computerPauseMillis the least time before a computer move (it thinks meanwhile) */
    RoomsFixture(Path data, TestClock clock, long computerPauseMillis, Duration idle, Duration claimGrace) {
        database = Database.open(TestStores.fresh(data));
        computers = new ComputerSeats(new SearchingPlayer(ThinkingTimes.defaults()), 1, computerPauseMillis, 1_000);
        rooms = new Rooms(new GameStore(database), computers, new LocalRelay(), clock, idle, claimGrace);
    }

    @Override
    public void close() {
        rooms.close();
        computers.close();
        database.close();
    }
}
