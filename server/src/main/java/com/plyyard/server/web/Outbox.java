package com.plyyard.server.web;

import com.plyyard.server.room.Outbound;
import java.util.ArrayDeque;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;

/**
 * What is waiting to be written to one socket, bounded by messages and bytes. One message is
 * handed to Jetty at a time, the next when it is written, so a client that stops reading holds
 * at most the outbox's limit on the server; past it, the outbox gives up (the socket is closed as
 * too slow, and its client resyncs when it comes back).
 */
final class Outbox {
    /** What happens when the outbox gives up on its socket. */
    interface Failure {
        void tooSlow();

        void sendFailed(Throwable cause);
    }

    private final Session session;
    private final int maxMessages;
    private final long maxBytes;
    private final Failure failure;
    /** Queued messages, the one being written first. */
    private final ArrayDeque<Outbound.Written> queue = new ArrayDeque<>();
    private long queuedBytes;
    private boolean writing;
    /** True while this thread is inside Jetty's send, whose callback may run before it returns. */
    private boolean sending;
    private boolean closed;

    Outbox(Session session, int maxMessages, long maxBytes, Failure failure) {
        this.session = session;
        this.maxMessages = maxMessages;
        this.maxBytes = maxBytes;
        this.failure = failure;
    }

    /** Queues a message; never blocks. */
    void offer(Outbound.Written message) {
        synchronized (this) {
            if (closed) {
                return;
            }
            if (queue.size() < maxMessages && queuedBytes + message.bytes() <= maxBytes) {
                queue.add(message);
                queuedBytes += message.bytes();
                message = null;
            } else {
                close();
            }
        }
        if (message != null) {
            failure.tooSlow();
            return;
        }
        pump();
    }

    /** Messages queued and not yet written (the one being written included). */
    synchronized int queued() {
        return queue.size();
    }

    private void pump() {
        while (true) {
            Outbound.Written next;
            synchronized (this) {
                if (writing || closed || queue.isEmpty()) {
                    return;
                }
                next = queue.peek();
                writing = true;
                sending = true;
            }
            try {
                session.sendText(next.text(), Callback.from(() -> written(next), this::failed));
            } catch (RuntimeException e) {
                failed(e);
            }
            synchronized (this) {
                sending = false;
                if (writing) {
                    return;
                }
            }
        }
    }

    private void written(Outbound.Written message) {
        boolean pumpHere;
        synchronized (this) {
            queue.poll();
            queuedBytes -= message.bytes();
            writing = false;
            pumpHere = !sending;
        }
        if (pumpHere) {
            pump();
        }
    }

    private void failed(Throwable cause) {
        synchronized (this) {
            if (closed) {
                return;
            }
            close();
        }
        failure.sendFailed(cause);
    }

    /** Called holding the outbox's monitor: nothing more is queued or written. */
    private void close() {
        closed = true;
        queue.clear();
        queuedBytes = 0;
    }
}
