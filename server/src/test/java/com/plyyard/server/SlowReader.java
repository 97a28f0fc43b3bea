package com.plyyard.server;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.concurrent.ThreadLocalRandom;

/**
 * A hostile spectator: a bare TCP connection with a small receive buffer that does the WebSocket
 * upgrade by hand, sends {@code hello}, and then reads nothing (it may still send), so whatever
 * the server sends it piles up in the server unless the server stops it. At the end a test asks
 * {@link #howClosed}.
 */
public final class SlowReader implements AutoCloseable {
    /** A few kB, as a stalled phone might advertise: the kernel soon stops taking the server's bytes. */
    private static final int RECEIVE_BUFFER = 4096;

    private final Socket socket = new Socket();

    public SlowReader(int port, String gameId) {
        this(port, gameId, null);
    }

    /**
     * As {@link #SlowReader(int, String)}, after a {@code GET} of {@code askedFirst} on the same
     * connection, as a client that keeps its connections alive (the JDK's {@code HttpClient}) may
     * upgrade one that served requests before.
     */
    public SlowReader(int port, String gameId, String askedFirst) {
        try {
            socket.setReceiveBufferSize(RECEIVE_BUFFER);
            socket.connect(new InetSocketAddress("127.0.0.1", port), 5_000);
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            if (askedFirst != null) {
                out.write(("GET " + askedFirst + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nAccept: application/json\r\n"
                        + "User-Agent: plyyard-drill\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
                out.flush();
                skipBody(socket.getInputStream(), responseHead(socket.getInputStream()));
            }
            byte[] nonce = new byte[16];
            ThreadLocalRandom.current().nextBytes(nonce);
            out.write(("GET /ws/games/" + gameId + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nUpgrade: websocket\r\n"
                    + "Connection: Upgrade\r\nSec-WebSocket-Key: " + Base64.getEncoder().encodeToString(nonce)
                    + "\r\nSec-WebSocket-Version: 13\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.flush();
            String head = responseHead(socket.getInputStream());
            if (!head.startsWith("HTTP/1.1 101")) {
                throw new IllegalStateException("the upgrade to a WebSocket was refused: " + head.lines().findFirst().orElse(""));
            }
            send("{\"t\":\"hello\",\"d\":{}}");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Sends a short text message (under 126 bytes); fails once the server has cut the connection. */
    public void send(String text) throws IOException {
        OutputStream out = socket.getOutputStream();
        out.write(maskedText(text));
        out.flush();
    }

    /** The response up to its blank line, read a byte at a time so that no frame after it is consumed. */
    private static String responseHead(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        while (!head.toString(StandardCharsets.US_ASCII).endsWith("\r\n\r\n")) {
            int b = in.read();
            if (b < 0) {
                throw new EOFException("the server closed the connection during the upgrade");
            }
            head.write(b);
        }
        return head.toString(StandardCharsets.US_ASCII);
    }

    private static void skipBody(InputStream in, String head) throws IOException {
        long length = head.lines().filter(line -> line.regionMatches(true, 0, "Content-Length:", 0, 15))
                .mapToLong(line -> Long.parseLong(line.substring(15).trim())).findFirst()
                .orElseThrow(() -> new IllegalStateException("no Content-Length in " + head));
        in.skipNBytes(length);
    }

    /** A client's text frame (RFC 6455: clients mask, short payloads only here). */
    private static byte[] maskedText(String text) {
        byte[] payload = text.getBytes(StandardCharsets.UTF_8);
        byte[] mask = new byte[4];
        ThreadLocalRandom.current().nextBytes(mask);
        byte[] frame = new byte[6 + payload.length];
        frame[0] = (byte) 0x81;
        frame[1] = (byte) (0x80 | payload.length);
        System.arraycopy(mask, 0, frame, 2, 4);
        for (int i = 0; i < payload.length; i++) {
            frame[6 + i] = (byte) (payload[i] ^ mask[i % 4]);
        }
        return frame;
    }

    /** How a connection ended ({@link #howClosed}) and how many payload bytes were still read from it. */
    public record Ending(String how, long bytesRead) {
        public boolean closed() {
            return !how.startsWith("open");
        }
    }

    /**
     * Reads at last whatever the server queued, frame by frame, and tells how the connection ended:
     * {@code "close 4008"} (a close frame and its code), {@code "end of stream"}, {@code "reset"},
     * {@code "open"} when it went quiet for {@code quietMillis} without closing, or {@code "open,
     * still sending"} when bytes kept coming until {@code deadlineNanos} ({@link System#nanoTime()}).
     */
    public Ending howClosed(int quietMillis, long deadlineNanos) {
        long bytes = 0;
        try {
            socket.setSoTimeout(quietMillis);
            DataInputStream in = new DataInputStream(socket.getInputStream());
            while (System.nanoTime() < deadlineNanos) {
                int opcode = in.readUnsignedByte() & 0x0f;
                long length = in.readUnsignedByte() & 0x7f;
                if (length == 126) {
                    length = in.readUnsignedShort();
                } else if (length == 127) {
                    length = in.readLong();
                }
                bytes += length;
                if (opcode == 0x8) {
                    return new Ending(length >= 2 ? "close " + in.readUnsignedShort() : "close", bytes);
                }
                in.skipNBytes(length);
            }
            return new Ending("open, still sending", bytes);
        } catch (SocketTimeoutException e) {
            return new Ending("open", bytes);
        } catch (EOFException e) {
            return new Ending("end of stream", bytes);
        } catch (SocketException e) {
            return new Ending("reset", bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        try {
            socket.close();
        } catch (IOException ignored) {
            // nothing left to release
        }
    }
}
