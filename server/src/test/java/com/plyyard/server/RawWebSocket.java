package com.plyyard.server;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.concurrent.ThreadLocalRandom;

/**
 * A WebSocket client written on a bare TCP socket, with a small receive buffer, so that a test can
 * stop reading and let the server's writes pile up, as a hostile or stalled client does.
 */
final class RawWebSocket implements AutoCloseable {
    private final Socket socket;
    private final OutputStream out;
    private final DataInputStream in;


    RawWebSocket(int port, String path) throws IOException {
        socket = new Socket();
        socket.setReceiveBufferSize(4096);
        socket.connect(new InetSocketAddress("127.0.0.1", port));
        out = socket.getOutputStream();
        in = new DataInputStream(socket.getInputStream());
        byte[] nonce = new byte[16];
        ThreadLocalRandom.current().nextBytes(nonce);
        out.write(("GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nUpgrade: websocket\r\n"
                + "Connection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: "
                + Base64.getEncoder().encodeToString(nonce) + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        out.flush();
        String status = readHeaders();
        if (!status.startsWith("HTTP/1.1 101")) {
            throw new IOException("no upgrade: " + status);
        }
    }

    private String readHeaders() throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        while (!head.toString(StandardCharsets.US_ASCII).endsWith("\r\n\r\n")) {
            int b = in.read();
            if (b < 0) {
                throw new EOFException("the server closed during the upgrade");
            }
            head.write(b);
        }
        return head.toString(StandardCharsets.US_ASCII);
    }

    /** Sends one masked text frame, as a client must. */
    void send(String text) throws IOException {
        byte[] payload = text.getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream frame = new ByteArrayOutputStream();
        frame.write(0x81);
        if (payload.length < 126) {
            frame.write(0x80 | payload.length);
        } else {
            frame.write(0x80 | 126);
            frame.write(payload.length >> 8);
            frame.write(payload.length & 0xff);
        }
        byte[] mask = new byte[4];
        ThreadLocalRandom.current().nextBytes(mask);
        frame.write(mask);
        for (int i = 0; i < payload.length; i++) {
            frame.write(payload[i] ^ mask[i % 4]);
        }
        out.write(frame.toByteArray());
        out.flush();
    }

    /**
     * Reads (and drops) every frame until the server closes the connection or cuts it.
     *
     * @return the close frame's code, or -1 when the connection was cut
     */
    int readToTheEnd() throws IOException {
        try {
            while (true) {
                int first = in.readUnsignedByte();
                int second = in.readUnsignedByte();
                long length = second & 0x7f;
                if (length == 126) {
                    length = in.readUnsignedShort();
                } else if (length == 127) {
                    length = in.readLong();
                }
                if ((first & 0x0f) == 0x8) {
                    return length >= 2 ? in.readUnsignedShort() : 1005;
                }
                skip(in, length);
            }
        } catch (EOFException | SocketException cut) {
            return -1;
        }
    }

    private static void skip(InputStream in, long length) throws IOException {
        byte[] buffer = new byte[64 * 1024];
        long left = length;
        while (left > 0) {
            int read = in.read(buffer, 0, (int) Math.min(buffer.length, left));
            if (read < 0) {
                throw new EOFException();
            }
            left -= read;
        }
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
