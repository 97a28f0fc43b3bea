package com.plyyard.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.server.room.Outbound;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;
import org.junit.jupiter.api.Test;

/** The per-socket outbox against a Jetty session that writes at once, later, or never. */
class OutboxTest {
    /** A Jetty session that records each text handed to it and keeps its callbacks for the test to complete. */
    private static final class Wire {
        final List<String> texts = new ArrayList<>();
        final List<Callback> pending = new ArrayList<>();
        boolean completeAtOnce;

        Session session() {
            return (Session) Proxy.newProxyInstance(Session.class.getClassLoader(), new Class<?>[] {Session.class},
                    (proxy, method, args) -> {
                        if (!method.getName().equals("sendText")) {
                            throw new AssertionError("the outbox is not meant to call Session." + method.getName());
                        }
                        texts.add((String) args[0]);
                        Callback callback = (Callback) args[1];
                        if (completeAtOnce) {
                            callback.succeed();
                        } else {
                            pending.add(callback);
                        }
                        return null;
                    });
        }
    }

    private static final class Failures implements Outbox.Failure {
        final AtomicInteger tooSlow = new AtomicInteger();
        final AtomicInteger failed = new AtomicInteger();

        @Override
        public void tooSlow() {
            tooSlow.incrementAndGet();
        }

        @Override
        public void sendFailed(Throwable cause) {
            failed.incrementAndGet();
        }
    }

    private static Outbound.Written text(String text) {
        return new Outbound.Written(text, text.length());
    }

    @Test
    void aSocketThatWritesAtOnceGetsEveryMessageInOrderWithoutGrowingTheStack() {
        Wire wire = new Wire();
        wire.completeAtOnce = true;
        Failures failures = new Failures();
        Outbox outbox = new Outbox(wire.session(), 4, 1_000, failures);
        for (int i = 0; i < 10_000; i++) {
            outbox.offer(text("m" + i));
        }
        assertThat(wire.texts).hasSize(10_000).startsWith("m0", "m1").endsWith("m9999");
        assertThat(outbox.queued()).isZero();
        assertThat(failures.tooSlow).hasValue(0);
    }

    @Test
    void oneMessageIsHandedToJettyAtATimeAndTheNextWhenItIsWritten() {
        Wire wire = new Wire();
        Outbox outbox = new Outbox(wire.session(), 10, 1_000, new Failures());
        outbox.offer(text("a"));
        outbox.offer(text("b"));
        outbox.offer(text("c"));
        assertThat(wire.texts).as("only the first is being written").containsExactly("a");
        wire.pending.removeFirst().succeed();
        assertThat(wire.texts).containsExactly("a", "b");
        wire.pending.removeFirst().succeed();
        wire.pending.removeFirst().succeed();
        assertThat(wire.texts).containsExactly("a", "b", "c");
        assertThat(outbox.queued()).isZero();
    }

    @Test
    void aSocketThatStopsReadingOverflowsOnceAtItsMessageLimitAndIsGivenNothingMore() {
        Wire wire = new Wire();
        Failures failures = new Failures();
        Outbox outbox = new Outbox(wire.session(), 5, 1_000_000, failures);
        for (int i = 0; i < 100; i++) {
            outbox.offer(text("m" + i));
        }
        assertThat(failures.tooSlow).as("given up once, at the sixth message").hasValue(1);
        assertThat(outbox.queued()).as("what was queued is dropped").isZero();
        assertThat(wire.texts).containsExactly("m0");
        wire.pending.removeFirst().succeed();
        assertThat(wire.texts).as("nothing more is written after giving up").containsExactly("m0");
    }

    @Test
    void theByteLimitCountsEveryQueuedMessageIncludingTheOneBeingWritten() {
        Wire wire = new Wire();
        Failures failures = new Failures();
        Outbox outbox = new Outbox(wire.session(), 1_000, 10, failures);
        outbox.offer(text("12345"));
        outbox.offer(text("12345"));
        assertThat(failures.tooSlow).hasValue(0);
        outbox.offer(text("1"));
        assertThat(failures.tooSlow).as("eleven bytes waiting").hasValue(1);
    }

    @Test
    void aFailedWriteIsNoticedOnceAndStopsTheOutbox() {
        Wire wire = new Wire();
        Failures failures = new Failures();
        Outbox outbox = new Outbox(wire.session(), 10, 1_000, failures);
        outbox.offer(text("a"));
        outbox.offer(text("b"));
        wire.pending.removeFirst().fail(new java.io.IOException("connection reset"));
        outbox.offer(text("c"));
        assertThat(failures.failed).hasValue(1);
        assertThat(wire.texts).containsExactly("a");
    }
}
